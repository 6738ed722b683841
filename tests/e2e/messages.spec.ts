/**
 * The conversation (issue 29, item 3) on two phones: Sanne writes to her coach at /berichten; the
 * coach sees the unread count on 'Admin', opens Sanne's thread from her member screen and replies;
 * Sanne sees the reply appear while the app stays open (the poll of GET /messages/unread, within a
 * minute). A message Sanne writes without a connection waits as 'Nog niet verstuurd' and arrives
 * once when the connection returns.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { apiGet, loginViaApi } from './helpers';

interface ThreadAnswer {
	data: { text: string }[];
}

test( 'member and coach write to each other, and a message sent offline arrives once', async ( {
	browser,
} ) => {
	test.setTimeout( 180_000 );
	const stamp = Date.now();
	const question = `Mijn knie doet pijn na het squatten (${ stamp })`;
	const answer = `Rust twee dagen en dan licht (${ stamp })`;
	const offline = `Verstuurd zonder verbinding (${ stamp })`;

	const memberContext = await browser.newContext();
	const member = await memberContext.newPage();
	const sanne = await loginViaApi( member, 'sanne' );
	await member.goto( '/berichten' );
	await expect( member.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Berichten'
	);
	await member
		.getByRole( 'textbox', { name: 'Nieuw bericht' } )
		.fill( question );
	await member.getByRole( 'button', { name: 'Versturen' } ).click();
	await expect(
		member.getByRole( 'list', { name: 'Berichten' } )
	).toContainText( question );

	// The coach: the count on 'Admin', Sanne's thread from her member screen, the reply.
	const coachContext = await browser.newContext();
	const coach = await coachContext.newPage();
	const coachLogin = await loginViaApi( coach, 'coach' );
	await coach.goto( '/admin' );
	await expect(
		coach
			.getByRole( 'navigation', { name: 'Hoofdmenu' } )
			.getByRole( 'link', { name: /^Admin, \d+ ongelezen berichte?n?$/ } )
	).toBeVisible();
	await coach.goto( `/admin/users/${ sanne.user.id }` );
	await coach
		.getByRole( 'main' )
		.getByRole( 'link', { name: 'Berichten', exact: true } )
		.click();
	await expect( coach ).toHaveURL(
		new RegExp( `/berichten/${ sanne.user.id }$` )
	);
	await expect(
		coach.getByRole( 'list', { name: 'Berichten' } )
	).toContainText( question );
	await coach
		.getByRole( 'textbox', { name: 'Nieuw bericht' } )
		.fill( answer );
	await coach.getByRole( 'button', { name: 'Versturen' } ).click();
	await expect(
		coach.getByRole( 'list', { name: 'Berichten' } )
	).toContainText( answer );

	// Sanne's app stays open: the reply appears within the poll.
	await expect(
		member.getByRole( 'list', { name: 'Berichten' } )
	).toContainText( answer, { timeout: 60_000 } );

	// Offline: kept, shown as not sent yet, sent once when the connection returns.
	await memberContext.setOffline( true );
	await member
		.getByRole( 'textbox', { name: 'Nieuw bericht' } )
		.fill( offline );
	await member.getByRole( 'button', { name: 'Versturen' } ).click();
	const pending = member
		.getByRole( 'listitem' )
		.filter( { hasText: offline } );
	await expect( pending ).toContainText( 'Nog niet verstuurd' );
	await memberContext.setOffline( false );
	await expect( pending ).not.toContainText( 'Nog niet verstuurd', {
		timeout: 30_000,
	} );
	const thread = await apiGet< ThreadAnswer >(
		coach.request,
		coachLogin.token,
		`/admin/threads/${ sanne.user.id }/messages?limit=100`
	);
	expect(
		thread.data.filter( ( item ) => item.text === offline )
	).toHaveLength( 1 );

	await memberContext.close();
	await coachContext.close();
} );
