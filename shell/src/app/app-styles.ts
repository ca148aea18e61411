// The app's base and global styles, after every component's own: the cascade the app was built
// with (a global rule overrides a component's rule of the same weight).
import 'web-kit/base.css';
import '../styles/global.css';
