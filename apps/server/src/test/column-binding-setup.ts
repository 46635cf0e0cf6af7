import { afterAll, afterEach } from 'vitest';
import { takeColumnBindingFindings } from './column-binding-check';

// Every test fails when a statement it sent named a column without its table (column-binding-check.ts);
// the file's hooks too, when one sent it outside a test.
const failOnFindings = () => {
  const findings = takeColumnBindingFindings();
  if (findings.length > 0)
    throw new Error(`SQL naming a column without its table (quality rule 18):\n${findings.join('\n')}`);
};
afterEach(failOnFindings);
afterAll(failOnFindings);
