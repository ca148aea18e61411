/**
 * The social marquee's Pause/Play button, shared by the app's card and card-enhance (which must
 * not pull in React): the row carries `data-paused` while stopped, and the button says what a
 * press does next.
 */
export const MARQUEE_ROW = 'data-marquee';
export const MARQUEE_TOGGLE = 'data-card-marquee-toggle';
export const MARQUEE_PAUSED = 'data-paused';

export const marqueeToggleText = (paused: boolean) => (paused ? 'Play' : 'Pause');
export const marqueeToggleLabel = (paused: boolean) => `${marqueeToggleText(paused)} social links`;
