// jsdom has no layout, so it leaves scrolling unimplemented and logs an error for each call; the
// product page scrolls to its top whenever it shows another product. Current Chromium answers a
// scroll with a promise, and so does this stand-in, so an effect that returns it fails here too.
window.scrollTo = () => Promise.resolve();
