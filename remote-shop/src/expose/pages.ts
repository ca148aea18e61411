import { defineRemote, lazyPage } from 'web-kit';
import { shopApi } from '../api';
import { CartLink } from '../shared/cart-link';
import { ExploreSlider } from '../features/products/components/explore-slider';

/**
 * What the shell loads as `remote_shop/pages`. Home's pieces (the cart link and the Explore
 * slider) come with the remote, as Home shows them at once; the shop's screens, with their forms
 * and image tools, when first opened.
 */
const remote = defineRemote({
  api: shopApi,
  pages: {
    CartLink,
    ExploreSlider,
    Cart: lazyPage(() => import('../features/cart/cart-page').then((m) => m.CartPage)),
    NfcReview: lazyPage(() =>
      import('../features/checkout/components/nfc-review-page').then((m) => m.NfcReviewPage),
    ),
    ProductList: lazyPage(() =>
      import('../features/products/components/product-list-page').then((m) => m.ProductListPage),
    ),
    ProductDetail: lazyPage(() =>
      import('../features/products/components/product-detail-page').then(
        (m) => m.ProductDetailPage,
      ),
    ),
  },
});

export const { api, pages, hostContract } = remote;
export default remote;
