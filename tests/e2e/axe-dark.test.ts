// axe on every route of both locales and the 404 pages, dark appearance (the light run is axe-light.test.ts).
import { defineAxeSuite } from './a11y';

defineAxeSuite('dark');
