import type { RemoteModule } from 'web-kit';
import { shopApi } from '../api';
import { CartLink } from '../features/cart/cart-link';
import { CartPage } from '../features/cart/cart-page';
import { NfcReviewPage } from '../features/checkout/components/nfc-review-page';
import { ExploreSlider } from '../features/products/components/explore-slider';
import { ProductDetailPage } from '../features/products/components/product-detail-page';
import { ProductListPage } from '../features/products/components/product-list-page';

/** What the shell loads as `remote_shop/pages`. */
const remote: RemoteModule = {
  api: shopApi,
  pages: {
    Cart: CartPage,
    NfcReview: NfcReviewPage,
    CartLink,
    ProductList: ProductListPage,
    ProductDetail: ProductDetailPage,
    ExploreSlider,
  },
};

export const { api, pages } = remote;
export default remote;
