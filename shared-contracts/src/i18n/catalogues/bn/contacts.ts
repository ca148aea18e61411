import type { Translation } from '../../texts.js';
import type { contactsSource } from '../../source/contacts.js';

export const contacts = {
  contactErrors: {
    nameRequired: 'অনুগ্রহ করে একটি নাম লিখুন',
    nameTooShort: 'নাম অন্তত 2 অক্ষরের হতে হবে',
    emailInvalid: 'অনুগ্রহ করে একটি সঠিক ইমেল লিখুন',
    contactRequired: 'একটি ফোন নম্বর বা ইমেল দিন',
    designationTooLong: 'পদবি সর্বোচ্চ 100 অক্ষরের হতে পারে',
    websiteTooLong: 'ওয়েবসাইট সর্বোচ্চ 200 অক্ষরের হতে পারে',
    websiteInvalid: 'অনুগ্রহ করে একটি সঠিক ওয়েবসাইট লিখুন, যেমন example.com',
    notesTooLong: 'নোট সর্বোচ্চ 2000 অক্ষরের হতে পারে',
    eventTooLong: 'অনুষ্ঠানের নাম সর্বোচ্চ 100 অক্ষরের হতে পারে',
    tagTooLong: 'একটি ট্যাগ সর্বোচ্চ 30 অক্ষরের হতে পারে',
    tooManyTags: 'একটি পরিচিতিতে সর্বোচ্চ 10টি ট্যাগ থাকতে পারে',
    tagsInvalid: 'ট্যাগ হলো শব্দের তালিকা',
    dayInvalid: 'অনুগ্রহ করে একটি সঠিক তারিখ লিখুন',
    sourceInvalid: 'আপনার যোগ করা পরিচিতি স্ক্যান করা বা টাইপ করা হয়',
    queryTooLong: 'সর্বোচ্চ 100 অক্ষর খুঁজুন',
    formatInvalid: 'CSV বা vCard বেছে নিন',
    photoNotFound: 'ছবি পাওয়া যায়নি',
  },
  apiTokenErrors: {
    nameRequired: 'টোকেনের একটি নাম দিন',
    nameTooLong: 'নাম সর্বোচ্চ 60 অক্ষরের হতে পারে',
    scopesRequired: 'অন্তত একটি অনুমতি বেছে নিন',
    scopeInvalid: 'পরিচিতি পড়া বা পরিচিতি লেখা বেছে নিন',
    notFound: 'টোকেন পাওয়া যায়নি',
    forbidden: 'এই টোকেন এর অনুমতি দেয় না',
    invalid: 'এই API টোকেন সঠিক নয় বা বাতিল করা হয়েছে',
  },
  webhookErrors: {
    urlRequired: 'যে URL-এ পরিচিতি পাঠানো হবে সেটি লিখুন',
    urlInvalid: 'https:// দিয়ে শুরু হওয়া পুরো ঠিকানা লিখুন',
    urlTooLong: 'URL সর্বোচ্চ 500 অক্ষরের হতে পারে',
    urlPrivate: 'এই ঠিকানা সর্বজনীন ইন্টারনেটে নেই। https:// দিয়ে একটি সর্বজনীন ঠিকানা দিন।',
    tooMany: 'আপনি সর্বোচ্চ 5টি ওয়েবহুক যোগ করতে পারেন',
    notFound: 'ওয়েবহুক পাওয়া যায়নি',
  },
  contactExportTexts: {
    metAt: '{event}-এ দেখা হয়েছিল',
    metOn: '{day} তারিখে দেখা হয়েছিল',
    followUpOn: '{day} তারিখে ফলো-আপ করুন',
    theirMessage: 'তাঁর বার্তা: {note}',
  },
  followUpMailTexts: {
    subject: '{n, plural, one {আজ #টি ফলো-আপ বাকি} other {আজ #টি ফলো-আপ বাকি}}',
    intro:
      '{n, plural, one {আপনি এই মানুষটির সঙ্গে আবার যোগাযোগ করবেন বলে ঠিক করেছিলেন:} other {আপনি এই #জনের সঙ্গে আবার যোগাযোগ করবেন বলে ঠিক করেছিলেন:}}',
    since: '{day} থেকে বাকি',
    metAt: '{event}-এ দেখা হয়েছিল',
    call: 'কল করুন',
    email: 'ইমেল করুন',
    whatsapp: 'WhatsApp',
    open: 'আপনার পরিচিতি, তাঁদের নোট আর ফলো-আপের তারিখ আপনার Tapfolio এডিটরে আছে:',
    why: 'কোনো পরিচিতির ফলো-আপের তারিখ এলে সেই দিনগুলোতে এই ইমেল আসে। বন্ধ করতে তারিখটি মুছে দিন বা পিছিয়ে দিন।',
  },
} as const satisfies Translation<typeof contactsSource>;
