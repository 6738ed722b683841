/** The account store keeps nothing between calls. */
export type AccountState = Record< string, never >;

/** What a guest screen shows after its write: the server's message, or why it failed. */
export interface AccountOutcome {
	ok: boolean;
	message: string;
}

/** A password reset as the mailed link gives it. */
export interface PasswordReset {
	/** The reset key from the link. */
	key: string;
	/** The login name from the link. */
	userLogin: string;
	/** The new password (its confirmation is checked by the screen, never sent). */
	password: string;
}
