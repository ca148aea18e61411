import { PROVIDER_CONTACT } from 'shared-contracts';
import type { LegalSection } from './legal-page';

const { company, email } = PROVIDER_CONTACT;

export const TERMS_LEAD =
  'The rules for using Tapfolio and buying Tapfolio NFC cards. Please read them before you order.';

export const REFUND_POLICY_TITLE = 'Refund Policy';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Introduction',
    blocks: [
      `These Terms and Conditions ("Terms") govern your use of Tapfolio, the app and website run by ${company} ("Tapfolio", "we", "us"), including the free digital portfolio and the NFC cards we sell.`,
      'They form an agreement between you and Tapfolio. Please read them together with our Privacy Policy, which explains how we handle your information.',
    ],
  },
  {
    title: '1. Acceptance of Terms',
    blocks: [
      'By creating an account, publishing a portfolio or placing an order, you agree to these Terms. If you do not agree, please do not use Tapfolio.',
      'You must be at least 18 years old, or use Tapfolio with the consent and supervision of a parent or guardian.',
    ],
  },
  {
    title: '2. Your Account',
    blocks: [
      'Give us accurate details when you register and keep them up to date. Keep your password private: you are responsible for everything done through your account.',
      `If you think someone else has used your account, change your password straight away and tell us at ${email}.`,
    ],
  },
  {
    title: '3. Your Portfolio Content',
    blocks: [
      'You own what you put in your portfolio: text, photos, logos, links and services. You allow us to store it, show it to anyone who opens your portfolio link or taps your card, and print the parts you choose on your NFC cards.',
      'Your portfolio is public. Add only what you are happy for others to see, and only content you have the right to use, such as your own photos and your employer’s logo with permission.',
    ],
  },
  {
    title: '4. Acceptable Use',
    blocks: [
      'You agree not to use Tapfolio to:',
      {
        list: [
          'publish anything unlawful, misleading, defamatory, obscene, hateful or that infringes someone else’s rights;',
          'impersonate another person or business;',
          'send spam, spread malware, scrape other people’s portfolios or interfere with the service.',
        ],
      },
      'We may remove content or suspend accounts that break these rules.',
    ],
  },
  {
    title: '5. NFC Cards and Orders',
    blocks: [
      'Each card is printed to order with the name, designation, photo and logo you give us, and opens your Tapfolio portfolio when tapped on a phone that supports NFC. Check every detail before you pay: we print exactly what you submit.',
      'An order is confirmed once its payment succeeds. We may decline an order whose card content breaks these Terms.',
      'Card designs on screen are representations; small differences in colour and finish may occur in print.',
    ],
  },
  {
    title: '6. Prices and Payment',
    blocks: [
      'Prices are in Indian rupees (₹) and include all applicable taxes. There is currently no shipping fee.',
      'Payments are processed securely by Razorpay and are subject to Razorpay’s terms. We do not see or store your card, UPI or bank details. Prices may change at any time, but never for an order you have already paid for.',
    ],
  },
  {
    title: '7. Shipping and Delivery',
    blocks: [
      'We ship within India to the address you give at checkout. Delivery times are estimates, not guarantees, and you can follow each order under Orders in the app.',
      'Please make sure your shipping address and mobile number are correct. We are not responsible for delays or losses caused by an incorrect address or by no one being available to receive the parcel.',
    ],
  },
  {
    title: '8. Intellectual Property',
    blocks: [
      'The Tapfolio name, logo, app, website and card designs belong to Tapfolio and are protected by law. You may not copy, modify or resell them without our written permission.',
      'Your portfolio content remains yours, as described in clause 3.',
    ],
  },
  {
    title: '9. Limitation of Liability',
    blocks: [
      'Tapfolio is provided "as is". We work to keep it available and accurate, but we do not promise that it will always be uninterrupted or error-free, or that every phone will read an NFC card.',
      'To the extent the law allows, we are not liable for indirect or consequential losses, such as lost business or profits, and our total liability for any claim is limited to the amount you paid for the order concerned. Nothing in these Terms limits liability that cannot be limited by law.',
    ],
  },
  {
    title: '10. Termination',
    blocks: [
      `You may stop using Tapfolio at any time and ask us to delete your account by writing to ${email}.`,
      'We may suspend or close an account that breaks these Terms. When an account is closed, its portfolio link stops working and NFC cards linked to it no longer open a portfolio.',
    ],
  },
  {
    title: '11. Changes and Governing Law',
    blocks: [
      'We may update these Terms from time to time. We will tell you about significant changes in the app or by email, and continuing to use Tapfolio after they apply means you accept them.',
      'These Terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Bengaluru, Karnataka.',
    ],
  },
  {
    title: REFUND_POLICY_TITLE,
    blocks: [
      'All sales are final. No refunds are accepted under any circumstances, including for cards that have been printed, shipped or not used.',
      'Because every card is made to order with your details, please review your order carefully before you pay.',
      'For any question about an order, contact us:',
      { contact: true },
    ],
  },
];
