import { useId, type ReactNode } from 'react';
import { formatPrice, trackingUrlOf, type NfcImage, type StaffOrderDetail } from 'shared-contracts';
import { fileUrl } from 'web-kit';
import { dateTime } from '../../../shared/dates';
import { consoleTexts, STEP_LABELS } from '../../../shared/messages';
import { ChipCard } from './chip-card';
import shared from '../../../shared/console.module.css';
import styles from './order.module.css';

/** A titled card of the order screen. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={shared.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A fact that may be missing: "None" in grey then. */
const orNone = (value: ReactNode) =>
  value === null || value === undefined || value === '' ? (
    <span className={shared.muted}>{consoleTexts.none}</span>
  ) : (
    value
  );

export function ItemsBlock({ order }: { order: StaffOrderDetail }) {
  const count = order.products.reduce((sum, line) => sum + Math.max(0, line.quantity), 0);
  return (
    <Block title={consoleTexts.items}>
      <ul className={styles.lines}>
        {order.products.map((line) => (
          <li key={line._id} className={styles.line}>
            <span className={styles.lineName}>{line.product.name}</span>
            <span className={shared.muted}>
              {consoleTexts.quantity} {line.quantity} × {formatPrice(line.salePrice)}
            </span>
            <strong className={styles.lineTotal}>{formatPrice(line.totalPrice)}</strong>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>
          {consoleTexts.total} ({consoleTexts.itemCount(count)})
        </span>
        <strong>{formatPrice(order.totalPrice)}</strong>
      </p>
    </Block>
  );
}

export function CustomerBlock({ order }: { order: StaffOrderDetail }) {
  const { name, email, phone } = order.customer;
  return (
    <Block title={consoleTexts.customer}>
      <dl className={shared.facts}>
        <dt>{consoleTexts.name}</dt>
        <dd>{name}</dd>
        <dt>{consoleTexts.email}</dt>
        <dd>
          {orNone(
            email && (
              <a className={shared.textLink} href={`mailto:${email}`}>
                {email}
              </a>
            ),
          )}
        </dd>
        <dt>{consoleTexts.phone}</dt>
        <dd>
          <a className={shared.textLink} href={`tel:${phone}`}>
            {phone}
          </a>
        </dd>
      </dl>
    </Block>
  );
}

export function AddressBlock({ order }: { order: StaffOrderDetail }) {
  const a = order.address;
  return (
    <Block title={consoleTexts.deliveryAddress}>
      <address className={styles.address}>
        <strong>{a.name}</strong>
        <span>{a.mobile}</span>
        <span>{a.address1}</span>
        {a.address2 && <span>{a.address2}</span>}
        {a.landmark && (
          <span>
            {consoleTexts.landmark}: {a.landmark}
          </span>
        )}
        <span>
          {a.district}, {a.state} {a.pincode}
        </span>
        <span>{a.country}</span>
      </address>
    </Block>
  );
}

export function PaymentBlock({ order }: { order: StaffOrderDetail }) {
  const p = order.payment;
  return (
    <Block title={consoleTexts.payment}>
      <dl className={shared.facts}>
        <dt>{consoleTexts.paymentStatus}</dt>
        <dd>{order.paymentStatus}</dd>
        <dt>{consoleTexts.paymentLink}</dt>
        <dd>
          {orNone(
            p.linkUrl && (
              <a className={shared.textLink} href={p.linkUrl} target="_blank" rel="noreferrer">
                {p.linkUrl}
              </a>
            ),
          )}
        </dd>
        <dt>{consoleTexts.linkId}</dt>
        <dd>{orNone(p.linkId)}</dd>
        <dt>{consoleTexts.paymentId}</dt>
        <dd>{orNone(p.paymentId)}</dd>
        <dt>{consoleTexts.paymentReference}</dt>
        <dd>{orNone(p.reference)}</dd>
        <dt>{consoleTexts.flag}</dt>
        <dd>{p.flag ? <strong className={styles.flagText}>{p.flag}</strong> : orNone(null)}</dd>
      </dl>
    </Block>
  );
}

function CardImage({ label, image }: { label: string; image: NfcImage }) {
  const src = fileUrl(image.image?.key, 400);
  return (
    <figure className={styles.figure}>
      {src ? (
        <img
          className={styles.image}
          src={src}
          alt={`${label} printed on the card`}
          width={96}
          height={96}
        />
      ) : (
        <span className={styles.noImage} aria-hidden="true" />
      )}
      <figcaption>
        {label}: {consoleTexts.imageSource[image.source]}
      </figcaption>
    </figure>
  );
}

export function CardDetailsBlock({ order }: { order: StaffOrderDetail }) {
  const d = order.nfcDetails;
  return (
    <Block title={consoleTexts.cardDetails}>
      <dl className={shared.facts}>
        <dt>{consoleTexts.name}</dt>
        <dd>{d.customerName}</dd>
        <dt>{consoleTexts.designation}</dt>
        <dd>{orNone(d.designation)}</dd>
      </dl>
      <div className={styles.figures}>
        <CardImage label={consoleTexts.photo} image={d.customerPhoto} />
        <CardImage label={consoleTexts.logo} image={d.customerLogo} />
      </div>
    </Block>
  );
}

export function ChipsBlock({ order }: { order: StaffOrderDetail }) {
  return (
    <Block title={consoleTexts.chips}>
      {order.cards.length === 0 ? (
        <p className={shared.muted}>{consoleTexts.noChips}</p>
      ) : (
        <ul className={styles.chips}>
          {order.cards.map((card) => (
            <ChipCard key={card.code} orderId={order._id} card={card} />
          ))}
        </ul>
      )}
    </Block>
  );
}

export function ShippingBlock({ order }: { order: StaffOrderDetail }) {
  const { courier, tracking } = order.shipping;
  const link = order.shipping.trackingUrl ?? trackingUrlOf(tracking);
  return (
    <Block title={consoleTexts.shipping}>
      {courier || tracking ? (
        <dl className={shared.facts}>
          <dt>{consoleTexts.courier}</dt>
          <dd>{orNone(courier)}</dd>
          <dt>{consoleTexts.tracking}</dt>
          <dd>
            {link ? (
              <a className={shared.textLink} href={link} target="_blank" rel="noreferrer">
                {link}
              </a>
            ) : (
              orNone(tracking)
            )}
          </dd>
        </dl>
      ) : (
        <p className={shared.muted}>{consoleTexts.notShipped}</p>
      )}
    </Block>
  );
}

export function CancelReasonBlock({ reason }: { reason: string }) {
  return (
    <Block title={consoleTexts.cancelReason}>
      <p className={styles.cancelReason}>{reason}</p>
    </Block>
  );
}

export function TimelineBlock({ order }: { order: StaffOrderDetail }) {
  return (
    <Block title={consoleTexts.timeline}>
      <ol className={styles.timeline}>
        {order.timeline.map((entry, index) => (
          <li key={`${entry.status}-${index}`} className={styles.step}>
            <span className={styles.stepTitle}>{STEP_LABELS[entry.status]}</span>
            <time className={shared.muted} dateTime={entry.at}>
              {dateTime(entry.at)}
            </time>
            <span className={styles.stepBy}>
              {consoleTexts.by(entry.by ?? consoleTexts.system)}
            </span>
            {entry.note && <span className={styles.stepNote}>{entry.note}</span>}
          </li>
        ))}
      </ol>
    </Block>
  );
}
