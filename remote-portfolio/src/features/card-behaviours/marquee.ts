/**
 * The social marquee's Pause/Play button: the row carries `data-paused` while stopped, and the
 * button says what a press does next. The app's SocialLinks and the server-rendered card's script
 * (enhance/marquee) name it the same way.
 */
export const MARQUEE_ROW = 'data-marquee';
export const MARQUEE_TOGGLE = 'data-card-marquee-toggle';
export const MARQUEE_PAUSED = 'data-paused';

/** The texts the button says, in the page's language (cardTexts, or the page's EnhanceTexts). */
export interface MarqueeTexts {
  play?: string;
  pause?: string;
  playSocialLinks?: string;
  pauseSocialLinks?: string;
}

export const marqueeToggleText = (paused: boolean, texts: MarqueeTexts) =>
  paused ? texts.play : texts.pause;
export const marqueeToggleLabel = (paused: boolean, texts: MarqueeTexts) =>
  paused ? texts.playSocialLinks : texts.pauseSocialLinks;
