import { PROVIDER_CONTACT } from 'shared-contracts';
import type { LegalSection } from './legal-page';

const { company, email } = PROVIDER_CONTACT;

export const POLICY_LEAD =
  'How Tapfolio collects, uses and protects your information, and the choices you have.';

export const POLICY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Introduction',
    blocks: [
      `${company} ("Tapfolio", "we", "us") runs the Tapfolio app and website, where you build a digital portfolio that works as your business card and order NFC cards that open it with a tap.`,
      'This Privacy Policy explains what information we collect, why we collect it, who we share it with and how you can control it. It applies to everyone who uses Tapfolio and to anyone who opens a portfolio shared through Tapfolio.',
      'By creating an account or using Tapfolio you agree to the handling of your information as described here. If you do not agree, please do not use Tapfolio.',
    ],
  },
  {
    title: 'Information We Collect',
    blocks: [
      'We collect only what we need to run Tapfolio:',
      {
        list: [
          'Account details: your name, email address and password. We store a one-way hash of your password, never the password itself.',
          'Portfolio details you choose to add: profile and banner photos, company logo, designation, company name, work email, mobile and WhatsApp numbers, address, social media links, an About text and your services.',
          'Shipping details: the name, address, pincode and mobile number you give us for delivering your NFC cards, and the photo, logo, name and designation you ask us to print on a card.',
          'Order details: what you ordered, the amounts and the order status. Payments are made through Razorpay; we receive a payment reference and its status, never your card, UPI or bank details.',
          'Technical details: basic server logs kept for security and troubleshooting, such as your IP address, browser type and the time of a request.',
        ],
      },
    ],
  },
  {
    title: 'Use of Data',
    blocks: [
      'We use your information to:',
      {
        list: [
          'create and run your account and sign you in;',
          'publish your portfolio: what you add to it is shown to anyone who opens your portfolio link or taps your NFC card. You decide what goes into it and can change or remove it at any time;',
          'print, ship and track your NFC card orders, and send you order and account emails such as password reset links;',
          'answer your questions and keep Tapfolio safe and working, including preventing fraud and abuse.',
        ],
      },
      'We do not sell, rent or trade your personal data. We share it only with the service providers that help us run Tapfolio (hosting, email delivery, payment processing by Razorpay and our courier partners), only as far as each of them needs it, or when the law requires us to.',
    ],
  },
  {
    title: 'Cookies',
    blocks: [
      'Tapfolio does not use advertising or third-party tracking cookies.',
      "To keep you signed in, your browser's local storage holds your session token and user id. It also remembers your cart and your preferred portfolio theme (light or dark).",
      'Logging out removes the session token. You can clear this data at any time in your browser settings; you will then need to sign in again.',
      "Razorpay's checkout may set its own cookies while you pay; these are covered by Razorpay's privacy policy.",
    ],
  },
  {
    title: 'Security of Data',
    blocks: [
      'Connections to Tapfolio are encrypted with HTTPS, passwords are stored only as hashes, and access to our systems is limited to the people who need it to run the service. Changing your password signs out your other sessions.',
      'We keep your information for as long as your account is active. When you ask us to delete your account, we delete your portfolio and personal details, except order and payment records that tax and accounting laws require us to keep.',
      'No way of sending or storing data over the internet is completely secure. We cannot guarantee absolute security, but we work to protect your information and will tell you, as the law requires, if a breach affects it.',
    ],
  },
  {
    title: 'Contact Us',
    blocks: [
      'You can see and edit most of your details in the app at any time. To get a copy of your data, correct it, delete your account, or ask anything about this policy, write to us and we will reply within 30 days.',
      { contact: true },
      `We may update this policy as Tapfolio changes. When we make significant changes we will let you know in the app or by email at least 7 days before they apply. Questions can always go to ${email}.`,
    ],
  },
];
