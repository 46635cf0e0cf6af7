import { forgetCheckedPages } from './axe-sweep';

/** Before the suite: the axe sweep checks every page kind again in this run. */
export default function globalSetup() {
  forgetCheckedPages();
}
