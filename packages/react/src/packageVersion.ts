/** AppKit's `PACKAGE_VERSION` (`@reown/appkit/constants`): this package's version (`package.json`'s; a test keeps them equal). */
export const PACKAGE_VERSION = '0.1.0'
