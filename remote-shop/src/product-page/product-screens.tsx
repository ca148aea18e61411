import { useEffect, useRef } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import type { TheApp } from 'web-kit/runtime';
import { ProductDetailPage } from '../features/products/components/product-detail-page';
import { ImagesCameWithPage } from '../shared/product-image';

export const PRODUCT_ROUTE = '/product/:id';

export const isProductPath = (path: string) => matchPath(PRODUCT_ROUTE, path) !== null;

/**
 * The product page under one router, the same tree on the server (server/render-product.tsx) and
 * in the product client, so Preact's `useId`s match and hydration keeps every node. Another card
 * opened from "Explore Other Cards" is this page again; any other screen (the list, the cart,
 * signing in to add to the cart) leaves this one on show while the app starts in its place.
 */
export function ProductScreens({ app }: { app?: TheApp }) {
  const location = useLocation();
  const shown = useRef(location);
  const leaving = !isProductPath(location.pathname);
  if (!leaving) shown.current = location;

  useEffect(() => {
    if (!leaving || !app) return;
    app.preload();
    app.start();
  }, [leaving, app]);

  // The page the gateway sent is the first entry: its images came with it. Another product's
  // come once its answer has, and shimmer until then.
  return (
    <ImagesCameWithPage.Provider value={shown.current.key === 'default'}>
      <Routes location={shown.current}>
        <Route path={PRODUCT_ROUTE} element={<ProductDetailPage />} />
      </Routes>
    </ImagesCameWithPage.Provider>
  );
}
