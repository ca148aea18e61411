/**
 * The social marquee's Pause/Play button: the row carries `data-paused` while stopped, and the
 * button says what a press does next. The app's SocialLinks and the server-rendered card's script
 * (enhance/marquee) name it the same way.
 */
export const MARQUEE_ROW = 'data-marquee';
export const MARQUEE_TOGGLE = 'data-card-marquee-toggle';
export const MARQUEE_PAUSED = 'data-paused';

export const marqueeToggleText = (paused: boolean) => (paused ? 'Play' : 'Pause');
export const marqueeToggleLabel = (paused: boolean) => `${marqueeToggleText(paused)} social links`;
