export * from './host/request';
export * from './host/session';
export * from './host/notify';
export * from './host/file-url';
export * from './host/return-path';
export { isPrerendered, useScreenPainted } from './host/prerendered';
export { pageBehind, recordPage } from './host/page-trail';
export type * from './host/remote-module';
export { HOST_CONTRACT_VERSION, defineRemote } from './host/host-contract';
export { lazyPage, type LazyPage } from './host/lazy-page';
export { useHost } from './host/use-host';
export { useFetchProfile } from './host/use-fetch-profile';
export * from './host/resources';
export { useHostResource, type ResourceView } from './host/use-host-resource';

export { Screen, type ScreenProps } from './ui/screen';
export { ToastPlace, TOAST_PLACE_ATTRIBUTE } from './ui/toast-place';
export { TextField, type TextFieldProps } from './ui/text-field';
export { PasswordField } from './ui/password-field';
export { Button, buttonClass, type ButtonProps } from './ui/button';
export { IconButton, type IconButtonProps } from './ui/icon-button';
export { Checklist } from './ui/checklist';
export { BreakAtSeparators } from './ui/break-at-separators';
export { BottomSheet } from './ui/bottom-sheet';
export { Spinner } from './ui/spinner';
export { useModalFocus, type ModalFocusOptions } from './a11y/use-modal-focus';
export { useFocusFirstInvalid } from './a11y/use-focus-first-invalid';
export {
  clearFixedBars,
  keepFocusClearOfFixedBars,
  measureFixedBars,
  type EdgeInsets,
} from './a11y/fixed-bar-insets';
export { usePageTitle, pageTitle, APP_TITLE, ROUTE_ANNOUNCER_ID } from './a11y/page-title';
export * from './ui/icons';
export * from './host/use-pincode-lookup';
export { deliveryQuery } from './host/delivery-query';

export { AddressFields, pincodeProblem, type AddressFieldsProps } from './address/address-fields';
export { blankAddress, type AddressValues } from './address/address-values';
export * from './address/address-book-values';

export { ImageUpload, type ImageUploadProps } from './upload/image-upload';
export { ImageToolsProvider, type ImageTools } from './upload/image-tools';
export { uploadImage, type UploadImageRequest, type UploadTarget } from './upload/upload-image';

export { fieldError } from './form/field-error';
export { applyServerErrors, under, type ToField } from './form/server-errors';
export { fileRef } from './form/file-ref';
export { nameFieldProps } from './form/name-field-props';
export { useScrollLock } from './ui/use-scroll-lock';
export { PriceDetailsCard } from './ui/price-details';
export { Badge, StatusBadge, toneClass } from './ui/status-badge';
export { Pager, pageCount, pageParam, pagerTexts } from './ui/pager';
export { Refusal, refusalOf } from './ui/refusal';
export {
  DayChartFigure,
  WHOLE_STEPS,
  type DayAxis,
  type DayChartData,
  type DaySeries,
} from './chart/day-chart-figure';
export { calendarDayLabel } from './chart/day-label';
export { VerifyEmailBanner } from './ui/verify-email-banner';
export { saveBlob, downloadText, downloadFile } from './dom/download';
export { lockScroll } from './dom/scroll-lock';
export * from './i18n';
