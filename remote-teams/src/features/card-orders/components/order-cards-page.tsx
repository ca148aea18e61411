import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { formatPrice, type Organisation } from 'shared-contracts';
import {
  AddressFields,
  applyServerErrors,
  Button,
  errorStatus,
  pageParam,
  Screen,
  selectProfile,
  useFocusFirstInvalid,
  useNotify,
  useTexts,
} from 'web-kit';
import { listPath, ORDER_CARDS_PATH, TEAMS_PATH } from '../../../shared/paths';
import { Refusal, refusalOf } from '../../../shared/refusal';
import shared from '../../../shared/teams.module.css';
import { usePlaceCardOrderMutation } from '../api/card-orders';
import { useGetDesignsQuery } from '../api/designs';
import { attemptKeys } from '../utils/attempt-key';
import {
  orderBodyOf,
  orderFormPath,
  orderValuesOf,
  totalOf,
  validateOrder,
  type OrderValues,
} from '../utils/order-values';
import { paymentRedirect } from '../utils/payment-redirect';
import { CardOrdersList } from './card-orders-list';
import { cardOrdersTexts } from './card-orders-texts';
import { CardRows } from './card-rows';
import { DesignChoice } from './design-choice';
import { MemberPicker } from './member-picker';
import { OrderSummary } from './order-summary';
import styles from './card-orders.module.css';

const DEFAULTS = { page: 1, orders: 1 };

/** The members' search and page, and the orders' page, the address names. */
function useListArgs() {
  const [params] = useSearchParams();
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: pageParam(params.get('page')),
    orders: pageParam(params.get('orders')),
  };
}

/**
 * `/teams/order-cards`, the owner's and admins': a design, the members to print a card for (a row
 * each, its name and designation as printed), where the parcel goes (the office, to begin with)
 * and what it costs; Pay places one order, checked with the API's own schema, and the browser
 * goes to its payment page as the shop's checkout does. Under it, the orders so far.
 */
export function OrderCardsPage({ organisation }: { organisation: Organisation }) {
  const t = useTexts(cardOrdersTexts);
  const navigate = useNavigate();
  const notify = useNotify();
  const me = useSelector(selectProfile);
  const args = useListArgs();
  const designs = useGetDesignsQuery();
  const [place] = usePlaceCardOrderMutation();
  const keys = useRef(attemptKeys());
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  // Leaving for the payment page: the button stays busy until the browser has gone.
  const [leaving, setLeaving] = useState(false);
  // Back from the payment page, the browser may restore this page as it was left.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const form = useFormik<OrderValues>({
    initialValues: orderValuesOf(organisation, me),
    validate: validateOrder,
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const body = orderBodyOf(values);
      try {
        const order = await place({ body, idempotencyKey: keys.current.keyFor(body) }).unwrap();
        if (!order.razorpayPaymentLink) {
          // The key is kept: a retry is answered this same order, not a second one.
          notify.error(t.noPaymentLink);
          return;
        }
        keys.current.forget();
        setLeaving(true);
        paymentRedirect.go(order.razorpayPaymentLink);
      } catch (error) {
        const status = errorStatus(error) ?? 0;
        // No answer, or a server failure: the order may exist, so a retry keeps the key.
        if (status >= 400 && status < 500) keys.current.forget();
        setRefusal(error);
        applyServerErrors(error, helpers, orderFormPath);
      }
    },
  });
  useFocusFirstInvalid(formRef, form);

  const design = designs.data?.find(({ _id }) => _id === form.values.productId);
  // The price shown is the design's as last answered: a 409 asks for the designs again.
  const unitPrice = design?.salePrice ?? form.values.unitPrice;
  const { setFieldValue } = form;
  useEffect(() => {
    if (design) void setFieldValue('unitPrice', design.salePrice, false);
  }, [design, setFieldValue]);
  const total = totalOf(unitPrice, form.values.cards.length);
  const refused = refusalOf(refusal, t.orderFailed);
  const pathOf = (list: Partial<typeof args>) =>
    listPath(ORDER_CARDS_PATH, { ...args, ...list }, DEFAULTS);

  return (
    <Screen
      title={t.heading}
      onBack={() => navigate(TEAMS_PATH)}
      footer={
        <Button
          type="submit"
          form={formId}
          busy={form.isSubmitting || leaving}
          busyLabel={t.paying}
        >
          {total > 0 ? t.pay(formatPrice(total)) : t.payNoTotal}
        </Button>
      }
    >
      <p className={shared.intro}>{t.intro}</p>
      <form
        ref={formRef}
        id={formId}
        className={shared.form}
        onSubmit={form.handleSubmit}
        noValidate
      >
        <DesignChoice
          form={form}
          designs={designs.data}
          error={designs.isError ? designs.error : null}
          onRetry={() => void designs.refetch()}
        />
        <MemberPicker form={form} q={args.q} page={args.page} pathOf={pathOf} />
        <CardRows form={form} />
        <fieldset className={styles.group}>
          <legend className={`${shared.sectionHeading} ${styles.legend}`}>{t.delivery}</legend>
          <p className={shared.note}>{t.deliveryHint}</p>
          <AddressFields form={form} contact landmark />
        </fieldset>
        <OrderSummary
          organisation={organisation}
          design={design}
          cards={form.values.cards.length}
        />
        {refused && <Refusal message={refused} />}
      </form>
      <CardOrdersList page={args.orders} hrefOf={(orders) => pathOf({ orders })} />
    </Screen>
  );
}
