import { discountPercentage, toRupees, type CartItem, type FileRef } from 'shared-contracts';

/** A cart line joined with its product's current name, images and prices (in paise). */
export interface CartLine {
  id: string;
  productId: string;
  quantity: number;
  name: string;
  images: FileRef[];
  salePricePaise: number;
  actualPricePaise: number;
}

/** Prices are the product's current ones: a cart never keeps a price of its own. */
export function toCartItem(line: CartLine): CartItem {
  return {
    _id: line.id,
    cartId: line.id,
    productId: line.productId,
    name: line.name,
    image: line.images[0] ?? null,
    salePrice: toRupees(line.salePricePaise),
    actualPrice: toRupees(line.actualPricePaise),
    discountPercentage: discountPercentage(line.actualPricePaise, line.salePricePaise),
    quantity: line.quantity,
    // Multiplied in paise so the total never carries a float's rounding error.
    totalAmount: toRupees(line.salePricePaise * line.quantity),
  };
}
