import { object, string, type InferType } from 'yup';
import {
  BACKGROUND_DESIGNS,
  BACKGROUND_KINDS,
  LOCK_SCREEN_NAMES,
  backgroundErrors,
  type BackgroundDesign,
  type BackgroundKind,
  type LockScreen,
} from './backgrounds.js';

/** The query; `screen` only shapes a lock-screen wallpaper, but a bad one is refused for either. */
export const backgroundQuerySchema = object({
  kind: string<BackgroundKind>()
    .typeError(backgroundErrors.kindInvalid)
    .required(backgroundErrors.kindInvalid)
    .oneOf(BACKGROUND_KINDS, backgroundErrors.kindInvalid),
  design: string<BackgroundDesign>()
    .typeError(backgroundErrors.designInvalid)
    .oneOf(BACKGROUND_DESIGNS, backgroundErrors.designInvalid)
    .default('1'),
  screen: string<LockScreen>()
    .typeError(backgroundErrors.screenInvalid)
    .oneOf(LOCK_SCREEN_NAMES, backgroundErrors.screenInvalid)
    .default('android'),
});
export type BackgroundQuery = InferType<typeof backgroundQuerySchema>;
