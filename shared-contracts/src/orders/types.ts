import type { AddressBookEntry } from '../account/types.js';
import type { FileRef } from '../portfolio/types.js';
import type { CartItem } from '../shop/types.js';
import type { NfcCard } from './nfc-cards.js';

/**
 * Where an order is (ARCHITECTURE "Orders and payments"): pending -> placed (paid) -> confirmed ->
 * shipped -> completed, or cancelled / failed. These are also the seven statuses the screens show.
 */
export type OrderStatus =
  | 'pending'
  | 'placed'
  | 'confirmed'
  | 'shipped'
  | 'completed'
  | 'cancelled'
  | 'failed';

/** Kept apart from `orderStatus`; the spec names only "Failed", compared case-insensitively. */
export type PaymentStatus = 'Pending' | 'Paid' | 'Failed';

/** When each status was reached: ISO 8601 instants, null until then. */
export interface OrderStatusLogs {
  orderPlacedAt: string | null;
  orderConfirmedAt: string | null;
  orderShippedAt: string | null;
  orderCompletedAt: string | null;
  orderCancelledAt: string | null;
}

/** "order": a new file was uploaded; "portfolio": the portfolio's image is reused; "none": no image. */
export type NfcImageSource = 'order' | 'portfolio' | 'none';

export interface NfcImage {
  /** null when the source is "none". */
  image: FileRef | null;
  source: NfcImageSource;
}

/** What is printed on the card. */
export interface NfcDetails {
  customerName: string;
  designation: string;
  customerLogo: NfcImage;
  customerPhoto: NfcImage;
}

/** The delivery address, copied into the order when it is created. */
export type OrderAddress = Omit<AddressBookEntry, '_id' | 'default'>;

/** A cart line as the order create payload carries it; a whole CartItem fits. */
export type OrderCreateItem = Pick<CartItem, 'productId' | 'quantity' | 'salePrice'>;

/** POST /order. The server recomputes every price; `totalPrice` (rupees) is checked against it. */
export interface OrderCreateRequest {
  portfolioId: string;
  nfcDetails: NfcDetails;
  totalPrice: number;
  items: OrderCreateItem[];
  address: OrderAddress;
  /** "Business purchase": the tax invoice names this GSTIN and legal name (both then required). */
  businessPurchase?: boolean;
  gstin?: string;
  legalName?: string;
}

/** The product as it was when the order was created. Prices in rupees. */
export interface OrderProduct {
  _id: string;
  name: string;
  productImages: FileRef[];
  discountedPrice: number;
  actualPrice: number;
}

export interface OrderLine {
  _id: string;
  product: OrderProduct;
  quantity: number;
  salePrice: number;
  /** salePrice x quantity, in rupees. */
  totalPrice: number;
}

/** GET /order/user and GET /order/user/{id}. */
export interface Order {
  _id: string;
  /** Short, human and unique, e.g. "TF-7K3Q9D". */
  code: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  /** Rupees. */
  totalPrice: number;
  /** ISO 8601 instant. */
  createdAt: string;
  address: OrderAddress;
  /** The payment page; null when no link could be made. */
  razorpayPaymentLink: string | null;
  orderStatusLogs: OrderStatusLogs;
  products: OrderLine[];
  nfcDetails: NfcDetails;
  /** Once shipped: the courier, and its tracking number or https link (a link only when it is one). */
  shipping?: OrderShipping | null;
  /** Why the shop cancelled it, when it said. */
  cancelReason?: string | null;
  /** Its tax invoice, issued when it was paid; null until then. */
  invoice: OrderInvoice | null;
  /** A bulk order of an organisation: one card per member, each printed with its own details. */
  bulk?: BulkOrderCards;
}

/** Whom a bulk order's cards are for: the organisation, and each card's details in unit order. */
export interface BulkOrderCards {
  organisation: string;
  cards: NfcDetails[];
}

/** A document's number and when it was issued (ISO 8601 instant). */
export interface OrderDocument {
  /** "TF/26-27/000123"; a credit note's "TFCN/26-27/00001". */
  number: string;
  date: string;
}

/** The order's tax invoice, and the credit note that took it back if it was cancelled after. */
export interface OrderInvoice extends OrderDocument {
  creditNote: OrderDocument | null;
}

export interface OrderShipping {
  courier: string;
  tracking: string | null;
  trackingUrl: string | null;
}

/** POST /order: `result.razorpayPaymentLink` is where the browser goes next. */
export interface OrderCreateResponse {
  success: true;
  result: Order;
}

/** GET /order/user. */
export interface OrderListResponse {
  success: true;
  results: Order[];
}

/** One order as its detail screen reads it: with the NFC cards made for it (none until paid). */
export interface OrderDetail extends Order {
  /** The codes written on its cards' chips, one per unit of each line; [] while unpaid. */
  cards: NfcCard[];
}

/** GET /order/user/{id}. */
export interface OrderDetailResponse {
  success: true;
  result: OrderDetail;
  message?: string;
}
