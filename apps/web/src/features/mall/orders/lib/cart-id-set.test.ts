import { describe, expect, it } from 'vitest';
import { parseCartIdSet } from './cart-id-set';

describe('parseCartIdSet', () => {
  it('reads the comma-separated cart ids of the address', () => {
    expect(parseCartIdSet('1,2,3')).toEqual([1, 2, 3]);
    expect(parseCartIdSet(' 7 , 9 ')).toEqual([7, 9]);
  });

  it('keeps each id once, in the order given', () => {
    expect(parseCartIdSet('3,1,3,2,1')).toEqual([3, 1, 2]);
  });

  it('leaves out anything that is not a positive whole number', () => {
    expect(parseCartIdSet('1,,a,-2,0,2.5,4')).toEqual([1, 4]);
    expect(parseCartIdSet('99999999999')).toEqual([]);
  });

  it('is empty without the parameter', () => {
    expect(parseCartIdSet(null)).toEqual([]);
    expect(parseCartIdSet('')).toEqual([]);
  });
});
