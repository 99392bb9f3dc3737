// axe on every route of both locales and the 404 pages, light appearance (the dark run is axe-dark.test.ts).
import { defineAxeSuite } from './a11y';

defineAxeSuite('light');
