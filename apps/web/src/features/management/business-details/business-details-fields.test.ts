import { businessDetailsMessages, defaultBusinessDetails } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { businessDetailsProblem, businessDetailsSections, editOf } from './business-details-fields';

const valid = editOf(defaultBusinessDetails);

describe('the business details form', () => {
  it('sends today’s defaults as they are', () => {
    expect(businessDetailsProblem(valid)).toBeNull();
  });

  it('names the first field the server would refuse, in the form’s order, with its message', () => {
    expect(businessDetailsProblem({ ...valid, representative: ' ', hostingProvider: '' })).toEqual({
      field: 'representative',
      message: businessDetailsMessages.representativeRequired,
    });
    expect(businessDetailsProblem({ ...valid, businessNumber: '101821234' })).toEqual({
      field: 'businessNumber',
      message: businessDetailsMessages.businessNumberInvalid,
    });
    expect(businessDetailsProblem({ ...valid, hostingProvider: '' })?.field).toBe('hostingProvider');
    expect(businessDetailsProblem({ ...valid, ftcInfoUrl: 'www.ftc.go.kr' })?.message).toBe(
      businessDetailsMessages.ftcInfoUrlInvalid,
    );
  });

  it('lists every field once, in the order the contract checks them', () => {
    const fields = businessDetailsSections.flatMap((section) => section.fields.map((entry) => entry.field));
    expect(fields).toEqual(Object.keys(valid));
  });
});
