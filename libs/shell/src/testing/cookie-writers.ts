// Every module of the shell that registers a cookie writer (some load lazily in the app), loaded
// for a test that reads the platform's whole registry.
import '../store/query-cookies';
import '../services/fingerprint/fingerprint';
import '../compliance/compliance-storage';
import '../context/theme-preferences';
import '../i18n/first-screen-fonts';
import '../layout/header/header-rules';
