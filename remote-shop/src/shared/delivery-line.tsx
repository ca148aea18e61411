import type { SVGProps } from 'react';
import { deliveryLine, deliveryTexts, type DeliveryEstimate } from 'shared-contracts';
import { deliveryQuery, outlineIconProps, useTexts } from 'web-kit';
import { shopApi } from '../api';
import styles from './delivery-line.module.css';

export const deliveryApi = shopApi.injectEndpoints({
  endpoints: (build) => ({ getDelivery: build.query<DeliveryEstimate, void>(deliveryQuery) }),
});

export const { useGetDeliveryQuery } = deliveryApi;

/**
 * "Free delivery, usually in 5-7 days", on the product, the cart and the review. The days are
 * the API's setting; until they are known (or when they could not be read) the line keeps its
 * height empty rather than guess a promise.
 */
export function DeliveryLine({ className }: { className?: string }) {
  const { data } = useGetDeliveryQuery();
  const texts = useTexts(deliveryTexts);
  return (
    <p className={`${styles.line} ${className ?? ''}`.trim()}>
      {data && (
        <>
          <TruckIcon className={styles.icon} />
          <span>{deliveryLine(data, texts)}</span>
        </>
      )}
    </p>
  );
}

const TruckIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 20)}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17.5" cy="17.5" r="1.8" />
  </svg>
);
