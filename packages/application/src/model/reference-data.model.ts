/** A badge a creator can earn; `icon` is an image address. */
export interface Badge {
  /** Id. */
  readonly id: number;
  /** pt-BR name. */
  readonly name: string;
  /** Icon URL. */
  readonly icon: string;
}

/** A category (top-level when `parentId` is `null`). */
export interface Category {
  /** Id. */
  readonly id: number;
  /** pt-BR name. */
  readonly name: string;
  /** URL slug. */
  readonly slug: string;
  /** The parent category's id, `null` for a top-level one. */
  readonly parentId: number | null;
}

/** A top-level category with its sub-categories. */
export interface CategoryWithChildren {
  /** Id. */
  readonly id: number;
  /** pt-BR name. */
  readonly name: string;
  /** URL slug. */
  readonly slug: string;
  /** Its sub-categories. */
  readonly children: readonly Category[];
}

/** A brand creators may say they follow. */
export interface Brand {
  /** Id. */
  readonly id: number;
  /** Name. */
  readonly name: string;
  /** Logo URL, or `null`. */
  readonly image: string | null;
}

/** The reference lists loaded at start (SPEC section 7, "Startup"). */
export interface ReferenceData {
  /** Badges. */
  readonly badges: readonly Badge[];
  /** Brands followed. */
  readonly brands: readonly Brand[];
  /** Top-level categories. */
  readonly categories: readonly Category[];
  /** Sub-categories. */
  readonly subCategories: readonly Category[];
}
