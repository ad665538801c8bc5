/**
 * The Capacitor 7 shell around the public booking pages. The pages are served by the Kairos
 * server, so the app loads them from `KAIROS_BOOKINGS_URL` (the public bookings domain) at build
 * time; `www/` only holds the page shown when that address is not set. Plain object, no import,
 * so the repository's typecheck does not need the Capacitor packages installed.
 */
const bookingsUrl = process.env.KAIROS_BOOKINGS_URL;

const config = {
  appId: process.env.KAIROS_APP_ID ?? 'org.kairos.bookings',
  appName: process.env.KAIROS_APP_NAME ?? 'Kairos',
  webDir: 'www',
  server: {
    ...(bookingsUrl ? { url: bookingsUrl, cleartext: bookingsUrl.startsWith('http://') } : {}),
    // Payment providers' checkout pages come back to the booking page, so they open inside the
    // app; every other site opens in the system browser (the pages ask for it, see features/native).
    allowNavigation: ['www.paypal.com', 'www.sandbox.paypal.com', 'checkout.stripe.com', '*.razorpay.com'],
  },
  plugins: {
    // The page hides the splash screen once it has started (features/native in the web app).
    SplashScreen: { launchAutoHide: false, launchShowDuration: 10_000 },
  },
};

export default config;
