import { randomUUID } from 'node:crypto';
import { deliveryAddress } from '../helpers/orders.js';
import { onboardingBody } from '../helpers/users.js';

/**
 * One valid request body per JSON route, as a real client sends it. The fuzzer mutates these a
 * field at a time; the ownership matrix reads which of their fields carry ids.
 */

export const addressBody = () => ({ ...deliveryAddress(), default: false });

export const personalInfo = () => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  whatsappNumber: '9876543210',
  profilePicture: null,
  bannerImage: null,
});

export const portfolioUpdate = () => ({
  personalInfo: personalInfo(),
  workInfo: {
    companyName: 'Rao Studio',
    designation: 'Founder',
    workEmail: 'work@example.com',
    primaryWebsite: 'https://rao.example.com',
    secondaryWebsite: '',
    companyLogo: null,
  },
  addressInfo: {
    buildingName: '12, MG Road',
    area: 'Indiranagar',
    pincode: '560038',
    district: 'Bangalore',
    state: 'Karnataka',
    country: 'India',
  },
  about: { heading: 'About me', description: 'I make things.' },
  socialMedia: [{ source: 'instagram', link: 'https://instagram.com/asha' }],
  serviceHeading: 'What I do',
  theme: 'Dark',
});

export const serviceBody = () => ({
  heading: 'Logo design',
  description: 'Logos that last.',
  image: null,
});

export const callbackBody = () => ({
  razorpay_payment_id: 'pay_0000000000000',
  razorpay_payment_link_id: 'plink_000000000000',
  razorpay_payment_link_reference_id: 'TF-000000',
  razorpay_payment_link_status: 'paid',
  razorpay_signature: 'f'.repeat(64),
});

export const signupBody = () => ({
  name: 'Fuzz Person',
  email: `fuzz-${randomUUID()}@example.com`,
  password: 'Secret123',
});

export { deliveryAddress, onboardingBody };

/** A bulk order of one card, for `userId`, of a ₹499 design (the test catalogue's price). */
export const bulkOrderBody = (productId: string, userId: string) => ({
  productId,
  cards: [{ userId, customerName: 'Asha Rao', designation: 'Founder', withPhoto: true }],
  address: deliveryAddress(),
  totalPrice: 499,
});
