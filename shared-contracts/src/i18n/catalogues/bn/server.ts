import type { Translation } from '../../texts.js';
import type { serverSource } from '../../source/server.js';

export const server = {
  serverErrors: {
    unavailable: 'পরিষেবাটি কিছুক্ষণের জন্য পাওয়া যাচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
    invalidJson: 'অনুরোধের ডেটা সঠিক JSON নয়',
    jsonOnly: 'অনুরোধের ডেটা JSON হিসেবে পাঠান',
    bodyTooLarge: 'অনুরোধটি খুব বড়',
    bodyNotObject: 'অনুরোধের ডেটা একটি JSON অবজেক্ট হতে হবে',
    unstorableText: 'এই লেখায় এমন একটি অক্ষর আছে যা অনুমোদিত নয়',
    unknownFields: 'অজানা ফিল্ড: {fields}',
    noSuchEndpoint: 'এমন কোনো এন্ডপয়েন্ট নেই: {method} {path}',
    unauthorized: 'অনুমতি নেই',
    imageTooLarge: 'ছবি সর্বোচ্চ {size} হতে পারে',
    imageUnreadable: 'ছবিটি পড়া যায়নি',
    uploadUnreadable: 'আপলোডটি পড়া যায়নি',
  },
  languageErrors: {
    invalid: 'দেওয়া ভাষাগুলোর মধ্যে একটি বেছে নিন',
  },
  mailTexts: {
    greeting: 'নমস্কার {name},',
  },
  resetPasswordMail: {
    subject: 'আপনার Tapfolio পাসওয়ার্ড রিসেট করুন',
    requestReceived: 'আপনার Tapfolio অ্যাকাউন্টের পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি।',
    openWithin: 'নতুন পাসওয়ার্ড বেছে নিতে 1 ঘণ্টার মধ্যে এই লিংকটি খুলুন:',
    linkLabel: 'নতুন পাসওয়ার্ড বেছে নিন',
    linkWorks: '(লিংকটি 1 ঘণ্টা কাজ করবে)।',
    ignore: 'আপনি যদি এটি না চেয়ে থাকেন, এই ইমেলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
  verifyEmailMailTexts: {
    subject: 'আপনার Tapfolio ইমেল যাচাই করুন',
    openWithin: 'আপনার Tapfolio অ্যাকাউন্টের ইমেল ঠিকানা যাচাই করতে 24 ঘণ্টার মধ্যে এই লিংকটি খুলুন:',
    linkLabel: 'আপনার ইমেল ঠিকানা যাচাই করুন',
    linkWorks: '(লিংকটি 24 ঘণ্টা কাজ করবে)।',
    why: 'কখনো পাসওয়ার্ড হারালে যাচাই করা ঠিকানা দিয়েই আপনি অ্যাকাউন্ট ফিরে পাবেন।',
    ignore: 'আপনি যদি Tapfolio অ্যাকাউন্ট না খুলে থাকেন, এই ইমেলটি উপেক্ষা করুন।',
  },
  confirmNewEmailMailTexts: {
    subject: 'আপনার নতুন Tapfolio ইমেল নিশ্চিত করুন',
    openWithin: 'এটিকে আপনার Tapfolio অ্যাকাউন্টের ইমেল ঠিকানা করতে 24 ঘণ্টার মধ্যে এই লিংকটি খুলুন:',
    linkLabel: 'এটিকে আপনার Tapfolio অ্যাকাউন্টের ইমেল করুন',
    linkWorks: '(লিংকটি 24 ঘণ্টা কাজ করবে)।',
    ignore: 'লিংকটি না খোলা পর্যন্ত কিছুই বদলাবে না। আপনি যদি এটি না চেয়ে থাকেন, এই ইমেলটি উপেক্ষা করুন।',
  },
  emailChangeRequestedMailTexts: {
    subject: 'আপনার Tapfolio ইমেল বদলানোর অনুরোধ করা হয়েছে',
    asked: 'আপনার Tapfolio অ্যাকাউন্টে সাইন ইন করা কেউ এর ইমেল বদলে {newEmail} করতে চেয়েছেন।',
    changesWhen: 'ওই ঠিকানায় পাঠানো লিংকটি খোলা হলে তবেই এটি বদলাবে।',
    ifYou: 'এটি আপনি হলে, এখানে আর কিছু করার নেই।',
    ifNot: 'আপনি না হলে, এখনই পাসওয়ার্ড বদলান (বা সাইন ইন পেজ থেকে রিসেট করুন) এবং {support} ঠিকানায় লিখুন।',
  },
  emailChangedMailTexts: {
    subject: 'আপনার Tapfolio অ্যাকাউন্টের ইমেল ঠিকানা বদলানো হয়েছে',
    changed: 'আপনার Tapfolio অ্যাকাউন্টের ইমেল ঠিকানা {oldEmail} থেকে বদলে {newEmail} করা হয়েছে।',
    fromNowOn: 'এখন থেকে আপনি নতুন ঠিকানা দিয়ে সাইন ইন করবেন, আর আমরা এই ঠিকানায় আর লিখব না।',
    signedOut: 'আপনার অ্যাকাউন্টে সাইন ইন থাকা অন্য সব ডিভাইস সাইন আউট করা হয়েছে।',
    ifYou: 'বদলটি আপনি করে থাকলে, আর কিছু করার নেই।',
    ifNot:
      'আপনি না করে থাকলে, অন্য কেউ আপনার অ্যাকাউন্টে সাইন ইন করেছিল: এই ঠিকানা থেকে এখনই {support} ঠিকানায় লিখুন, আমরা আপনাকে অ্যাকাউন্ট ফিরে পেতে সাহায্য করব।',
  },
  orderMailTexts: {
    subject: {
      paid: 'আপনার Tapfolio অর্ডার {code} দেওয়া হয়েছে',
      confirmed: 'আপনার Tapfolio অর্ডার {code} কনফার্ম হয়েছে',
      shipped: 'আপনার Tapfolio অর্ডার {code} পাঠানো হয়েছে',
      delivered: 'আপনার Tapfolio অর্ডার {code} ডেলিভারি হয়েছে',
      cancelled: 'আপনার Tapfolio অর্ডার {code} বাতিল হয়েছে',
    },
    paid: 'আপনার {amount} পেমেন্ট আমরা পেয়েছি। আমরা আপনার NFC কার্ড প্রিন্ট করব এবং পাঠানোর সময় আপনাকে জানাব।',
    confirmed: 'আপনার অর্ডার কনফার্ম হয়েছে: আমরা এখন আপনার NFC কার্ড প্রিন্ট করছি।',
    shipped: 'আপনার NFC কার্ড পাঠানো হয়েছে, এখন পথে আছে।',
    shippedWith: 'আপনার NFC কার্ড পাঠানো হয়েছে, {courier}-এর সঙ্গে পথে আছে।',
    shippedWithTracking:
      'আপনার NFC কার্ড পাঠানো হয়েছে, {courier}-এর সঙ্গে পথে আছে, ট্র্যাকিং নম্বর {tracking}।',
    delivered: 'আপনার NFC কার্ড ডেলিভারি হয়েছে। আপনার কার্ড খুলতে এটি কোনো ফোনে ট্যাপ করুন।',
    cancelled: 'আপনার অর্ডার বাতিল করা হয়েছে।',
    cancelledBecause: 'আপনার অর্ডার বাতিল করা হয়েছে: {reason}',
    invoiceAttached:
      'আপনার ট্যাক্স ইনভয়েস {number} সঙ্গে দেওয়া হল; আপনার অর্ডার থেকেও এটি ডাউনলোড করতে পারেন।',
    creditNoteAttached: 'ইনভয়েস {invoice}-এর বিপরীতে ক্রেডিট নোট {number} সঙ্গে দেওয়া হল।',
    followParcel: 'পার্সেল ট্র্যাক করুন',
    followParcelAt: 'পার্সেল ট্র্যাক করুন: {url}',
    trackAt: 'আপনার অর্ডার ট্র্যাক করুন: {url}',
    trackOrder: 'অর্ডার {code} ট্র্যাক করুন',
  },
  invitationMailTexts: {
    subject: '{invitedBy} আপনাকে Tapfolio-তে {organisation}-এ আমন্ত্রণ জানিয়েছেন',
    invited:
      '{invitedBy} আপনার ডিজিটাল বিজনেস কার্ডের জন্য আপনাকে Tapfolio-তে {organisation}-এ যোগ দিতে আমন্ত্রণ জানিয়েছেন।',
    openLink: 'আপনার Tapfolio অ্যাকাউন্ট দিয়ে যোগ দিতে, বা এই ঠিকানা দিয়ে নতুন অ্যাকাউন্ট খুলতে এই লিংকটি খুলুন:',
    join: '{organisation}-এ যোগ দিন',
    joinWith: '{join}: আপনার Tapfolio অ্যাকাউন্ট দিয়ে, বা এই ঠিকানা দিয়ে নতুন অ্যাকাউন্ট খুলে।',
    worksUntil: 'লিংকটি {until} পর্যন্ত কাজ করবে। আপনি {organisation}-কে না চিনলে এই ইমেলটি উপেক্ষা করুন।',
  },
  leadMailTexts: {
    shared: '{name} আপনার Tapfolio কার্ড থেকে তাঁর তথ্য আপনার সঙ্গে শেয়ার করেছেন:',
    name: 'নাম',
    phone: 'ফোন',
    email: 'ইমেল',
    company: 'কোম্পানি',
    note: 'নোট',
    where: 'আপনার Tapfolio এডিটরে {menu}-এ এগুলো পাবেন:',
  },
} as const satisfies Translation<typeof serverSource>;
