/** The social networks a creator may list. */
export type SocialNetworkName = 'instagram' | 'tiktok' | 'youtube' | 'twitter' | 'facebook' | 'linkedin' | 'kwai' | 'twitch';

/** One social network of a profile; what was not given is `null`. */
export interface SocialNetwork {
  /** Which network. */
  readonly name: SocialNetworkName;
  /** The handle, without '@'. */
  readonly username: string;
  /** Link to the profile page, or `null`. */
  readonly link: string | null;
  /** Follower count, or `null`. */
  readonly followers: number | null;
  /** Engagement in percent 0-100, or `null`. */
  readonly engagement: number | null;
}

/** One social network as a form sends it. */
export interface SocialNetworkInput {
  /** Which network. */
  readonly name: SocialNetworkName;
  /** The handle, with or without '@'. */
  readonly username: string;
  /** Link to the profile page. */
  readonly link?: string | null;
  /** Follower count. */
  readonly followers?: number | null;
  /** Engagement in percent 0-100. */
  readonly engagement?: number | null;
}
