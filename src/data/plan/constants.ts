/**
 * The plan store: the member's program as she follows it (issue 28, item 3): today's workout and
 * this week on Home (GET /plan), every week on 'Mijn schema' (GET /plan/schema), and moving a
 * planned workout to another day of its week (POST /plan/days/{id}/move).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export const STORE_NAME = 'fitcoach/plan';

/** The slot of GET /plan. */
export const PLAN = 'plan';
/** The slot of GET /plan/schema. */
export const SCHEMA = 'schema';

/** The text of a failed read the server did not explain. */
export const failedText = (): string =>
	__( 'Er is een fout opgetreden', 'fitcoach' );
