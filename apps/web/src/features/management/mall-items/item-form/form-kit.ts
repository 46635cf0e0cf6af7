import type { AdminCategory, Brand, Warehouse } from '@edu/shared';
import { createContext } from 'react';
import type { ItemDraft } from '../lib/item-draft';
import type { ItemField } from '../lib/item-request';

/** The lists the selects of the form offer. */
export type ItemChoices = { categories: AdminCategory[]; brands: Brand[]; warehouses: Warehouse[] };

/** What every section of the item form gets: the draft, ways to change it, and the ids of its boxes. */
export type ItemFormKit = {
  draft: ItemDraft;
  /** Merges a change into the draft. */
  change: (patch: Partial<ItemDraft>) => void;
  /** A change computed from the draft as it is when applied (lists edited row by row). */
  update: (next: (draft: ItemDraft) => Partial<ItemDraft>) => void;
  /** The id of a box (a row's first box when `row` is given): the form puts focus there on a problem. */
  idOf: (field: ItemField | (string & {}), row?: number) => string;
  /** aria-invalid and the problem's id for the box a problem is about; nothing for the others. */
  invalid: (field: ItemField, row?: number) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
  /** Editing a saved item (its type cannot change) rather than creating one. */
  editing: boolean;
  choices: ItemChoices;
};

/** Counts the uploads under way, so the item is not saved without a file still on its way. */
export const UploadTracker = createContext<(delta: 1 | -1) => void>(() => {});
