/**
 * The busy rule of the user detail screen (spec §4, Admin user detail): saving, deleting and
 * sending the reset mail each have their own flag; while any one is busy, all three action
 * buttons are disabled.
 */

export interface DetailBusyFlags {
	saving: boolean;
	deleting: boolean;
	sendingReset: boolean;
}

export const IDLE: DetailBusyFlags = {
	saving: false,
	deleting: false,
	sendingReset: false,
};

/**
 * Whether any action of the detail screen is running (and so every action button is disabled).
 *
 * @param flags The three busy flags.
 */
export function anyBusy( flags: DetailBusyFlags ): boolean {
	return flags.saving || flags.deleting || flags.sendingReset;
}
