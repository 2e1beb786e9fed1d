// Twins of @publi/application's Category, Badge and Brand: the server's are the stored rows the
// lists are shaped from, and the server may not import the application.

/** A category as stored: top-level when `parentId` is `null`. */
export interface Category {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly parentId: number | null;
}

/** A sub-category: a category with a parent. */
export type SubCategory = Category & { readonly parentId: number };

/** Every way the API lists categories, each in pt-BR name order. */
export interface CategoryLists {
  /** Top-level categories (`GET /category`). */
  readonly topLevel: readonly Category[];
  /** Sub-categories (`GET /category/sub`). */
  readonly sub: readonly SubCategory[];
  /** Every category (`GET /category/all`). */
  readonly all: readonly Category[];
  /** Top-level categories, each with its sub-categories (`GET /category/all_with_parent`). */
  readonly tree: readonly { readonly category: Category; readonly children: readonly Category[] }[];
}

/** A badge a creator can hold; `icon` is an image address. */
export interface Badge {
  readonly id: number;
  readonly name: string;
  readonly icon: string;
}

/** A brand creators may say they follow; `image` is its logo, or `null`. */
export interface Brand {
  readonly id: number;
  readonly name: string;
  readonly image: string | null;
}
