import type { CartOption, ItemOption } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import type { SelectedLine } from '../../catalog/lib/selected-lines';
import {
  addContentRequest,
  addLinesRequest,
  addProductRequest,
  deleteRequest,
  editLinesRequest,
  editQuantityRequest,
  selectedLinesOf,
  simpleQuantityOf,
} from './cart-edit-request';

const teacherSet: SelectedLine = {
  key: 'tree-101',
  kind: 'TREE',
  optionId: 3,
  combinationId: 101,
  pathNames: ['유아부', '1학기', '교사용'],
  writings: [],
  unitPrice: 15_000,
  quantity: 2,
  stock: 10,
};
/** The teacher's set engraved "사랑반 김교사" (+1,000원 a unit). */
const engravedSet: SelectedLine = {
  key: 'tree-101-[[4,"사랑반 김교사"]]',
  kind: 'TREE',
  optionId: 3,
  combinationId: 101,
  pathNames: ['유아부', '1학기', '교사용'],
  writings: [{ optionId: 4, optionName: '이름 새김 문구', message: '사랑반 김교사', extraPrice: 1000 }],
  unitPrice: 16_000,
  quantity: 1,
  stock: 10,
};
const engraving: SelectedLine = {
  key: 'writing-4',
  kind: 'WRITING',
  optionId: 4,
  optionName: '이름 새김 문구',
  message: '사랑반 김하나',
  unitPrice: 12_000,
  quantity: 1,
  stock: 10,
};

const cartLine = (change: Partial<CartOption>): CartOption => ({
  cartOptionId: 1,
  optionId: 3,
  optionName: '부서 / 학기 / 구성',
  type: 'TREE',
  combinationId: 101,
  optionPathNames: ['유아부', '1학기', '교사용'],
  optionMessage: null,
  writingList: [],
  quantity: 2,
  unitPrice: 15_000,
  price: 30_000,
  stock: 10,
  ...change,
});

const writingOption: ItemOption = {
  optionId: 4,
  optionName: '이름 새김 문구',
  optionType: 'WRITING',
  required: false,
  depth: 0,
  extraPrice: 1000,
  optionNodeList: [],
};

describe('the item page adds to the cart', () => {
  it('sends a TREE line as its combination with its texts, each line with its count', () => {
    expect(addLinesRequest(7, [teacherSet, engravedSet])).toEqual({
      itemId: 7,
      command: 'ADD',
      productOptionList: [
        { optionId: 3, combinationId: 101, quantity: 2, writingList: [] },
        {
          optionId: 3,
          combinationId: 101,
          quantity: 1,
          writingList: [{ optionId: 4, optionMessage: '사랑반 김교사' }],
        },
      ],
    });
  });

  it('sends a WRITING line of an item without a TREE as its text', () => {
    expect(addLinesRequest(7, [engraving]).productOptionList).toEqual([
      { optionId: 4, optionMessage: '사랑반 김하나', quantity: 1 },
    ]);
  });

  it('sends a product without options with its count as productStock', () => {
    expect(addProductRequest(8, 3)).toEqual({
      itemId: 8,
      command: 'ADD',
      productStock: 3,
      productOptionList: [],
    });
  });

  it('sends a content once, and an image content with its licence', () => {
    expect(addContentRequest(9)).toEqual({ itemId: 9, command: 'ADD', quantity: 1, productOptionList: [] });
    expect(addContentRequest(9, 21)).toEqual({
      itemId: 9,
      command: 'ADD',
      quantity: 1,
      licenseId: 21,
      productOptionList: [],
    });
  });
});

describe('the option-edit popup', () => {
  it('replaces the lines, or the count of a product without options, and deletes by item', () => {
    expect(editLinesRequest(7, [engraving])).toEqual({
      itemId: 7,
      command: 'EDIT',
      productOptionList: [{ optionId: 4, optionMessage: '사랑반 김하나', quantity: 1 }],
    });
    expect(editQuantityRequest(8, 5)).toEqual({
      itemId: 8,
      command: 'EDIT',
      productStock: 5,
      productOptionList: [],
    });
    expect(deleteRequest(7)).toEqual({ itemId: 7, command: 'DELETE', productOptionList: [] });
  });

  it('turns the cart lines into the lines the item page edits, keyed the same way', () => {
    const lines = selectedLinesOf(
      [
        cartLine({}),
        cartLine({
          cartOptionId: 3,
          quantity: 1,
          unitPrice: 16_000,
          writingList: [
            { optionId: 4, optionName: '이름 새김 문구', optionMessage: '사랑반 김교사', extraPrice: 1000 },
          ],
        }),
        cartLine({
          cartOptionId: 2,
          optionId: 4,
          type: 'WRITING',
          combinationId: null,
          optionPathNames: [],
          optionMessage: '사랑반 김하나',
          quantity: 1,
          unitPrice: 12_000,
        }),
      ],
      [writingOption],
    );
    expect(lines).toEqual([teacherSet, engravedSet, engraving]);
  });

  it('names a WRITING line "문구" when neither the item nor the cart names its option', () => {
    const [line] = selectedLinesOf(
      [
        cartLine({
          optionId: 5,
          type: 'WRITING',
          combinationId: null,
          optionPathNames: [],
          optionMessage: '축복',
        }),
      ],
      [],
    );
    expect(line).toMatchObject({ kind: 'WRITING', optionName: '문구', message: '축복' });
  });

  it('leaves out the quantity line of a product without options', () => {
    expect(selectedLinesOf([cartLine({ optionId: null, type: null, combinationId: null })], [])).toEqual([]);
  });

  it('reads the count of a product without options from productStock, else from its line', () => {
    expect(simpleQuantityOf({ productStock: 4, cartOptionList: [] })).toBe(4);
    expect(
      simpleQuantityOf({
        productStock: null,
        cartOptionList: [cartLine({ optionId: null, type: null, combinationId: null, quantity: 6 })],
      }),
    ).toBe(6);
    expect(simpleQuantityOf({ productStock: null, cartOptionList: [] })).toBe(1);
  });
});
