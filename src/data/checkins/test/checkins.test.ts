/**
 * The check-ins store: its reads through resolvers (read once when selected, kept, read again when
 * invalidated, a failure kept) and its writes through the one write path: a check-in without photos
 * as JSON through the outbox's sender, with photos as one multipart upload with its
 * Idempotency-Key, the reminder, the coach's reply and a member's day.
 */

/**
 * External dependencies
 */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';

/**
 * WordPress dependencies
 */
import { dispatch, resolveSelect, select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import {
	ApiRequestError,
	apiGet,
	apiPost,
	apiPut,
	apiUpload,
} from '../../../api/client';
import { getNotices } from '../../notices';
import { resetData } from '../../reset';
import { store } from '..';
import type { CheckInReply } from '../types';
import { checkIn, currentAnswer, photo } from './fixtures/checkins';

jest.mock( '../../../api/client' );

const get = apiGet as jest.MockedFunction< typeof apiGet >;
const post = apiPost as jest.MockedFunction< typeof apiPost >;
const put = apiPut as jest.MockedFunction< typeof apiPut >;
const upload = apiUpload as jest.MockedFunction< typeof apiUpload >;

/** The reply the server holds. */
let replied: CheckInReply | null = null;

beforeEach( () => {
	jest.clearAllMocks();
	replied = null;
	resetData();
	get.mockImplementation( ( async ( path: string ) => {
		if ( '/check-ins/current' === path ) {
			return currentAnswer();
		}
		if ( '/check-ins' === path ) {
			return { data: [ checkIn() ], hasMore: false, pages: 1, total: 1 };
		}
		if ( '/admin/check-ins' === path ) {
			return {
				data: [ checkIn( { member: { id: 5, name: 'Sanne' } } ) ],
				hasMore: false,
				pages: 1,
				total: 1,
				unread: 1,
			};
		}
		if ( '/admin/check-ins/11' === path ) {
			return checkIn( {
				read: true,
				member: { id: 5, name: 'Sanne' },
				reply: replied,
			} );
		}
		throw new ApiRequestError( 404, 'fitcoach_not_found', '' );
	} ) as typeof apiGet );
} );

describe( 'reading', () => {
	it( "reads today's check-in once, from GET /check-ins/current", async () => {
		const first = await resolveSelect( store ).getCurrent();
		expect( first.data?.due ).toBe( true );
		await resolveSelect( store ).getCurrent();
		expect( get ).toHaveBeenCalledTimes( 1 );
		expect( get ).toHaveBeenCalledWith( '/check-ins/current' );
	} );

	it( 'keeps a failure, and reads again once invalidated', async () => {
		get.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', 'Kapot' )
		);
		expect( ( await resolveSelect( store ).getCurrent() ).error ).toBe(
			'Kapot'
		);
		dispatch( store ).invalidateResolution( 'getCurrent', [] );
		expect( ( await resolveSelect( store ).getCurrent() ).data?.day ).toBe(
			1
		);
	} );

	it( "reads the member's list and the coach's list with scope, member and page", async () => {
		await resolveSelect( store ).getHistory( 1 );
		expect( get ).toHaveBeenCalledWith( '/check-ins', {
			page: 1,
			per_page: 10,
		} );
		const list = await resolveSelect( store ).getAdminList( 'mine', 5, 1 );
		expect( get ).toHaveBeenCalledWith( '/admin/check-ins', {
			scope: 'mine',
			member: 5,
			page: 1,
			per_page: 20,
		} );
		expect( list.data?.unread ).toBe( 1 );
		await resolveSelect( store ).getAdminList( 'all', 0, 2 );
		expect( get ).toHaveBeenLastCalledWith( '/admin/check-ins', {
			scope: 'all',
			member: undefined,
			page: 2,
			per_page: 20,
		} );
	} );

	it( 'reads one check-in for the coach (GET /admin/check-ins/{id})', async () => {
		const item = await resolveSelect( store ).getAdminCheckIn( 11 );
		expect( item.data?.read ).toBe( true );
		expect( get ).toHaveBeenCalledWith( '/admin/check-ins/11' );
		await resolveSelect( store ).getAdminCheckIn( 0 );
		expect( get ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'writing', () => {
	it( 'sends a check-in without photos as JSON with an Idempotency-Key, and shows it done', async () => {
		await resolveSelect( store ).getCurrent();
		post.mockResolvedValueOnce( checkIn( { id: 20, date: '2025-05-12' } ) );
		const outcome = await dispatch( store ).submitCheckIn(
			{ week_score: 4, note: 'Zwaar', weight: 72.4 },
			{},
			'key-1'
		);
		expect( outcome ).toMatchObject( { ok: true } );
		expect( upload ).not.toHaveBeenCalled();
		expect( post ).toHaveBeenCalledWith(
			'/check-ins',
			{ week_score: 4, note: 'Zwaar', weight: 72.4 },
			{ 'Idempotency-Key': expect.any( String ) }
		);
		const current = select( store ).getCurrent().data;
		expect( current?.due ).toBe( false );
		expect( current?.check_in?.id ).toBe( 20 );
		expect( getNotices().map( ( notice ) => notice.title ) ).toContain(
			'Check-in verstuurd'
		);
	} );

	it( 'sends a check-in with photos as one multipart upload with its key', async () => {
		upload.mockResolvedValueOnce(
			checkIn( { id: 21, photos: [ photo( 1, 'front' ) ] } )
		);
		const front = new File( [ 'a' ], 'voor.jpg', { type: 'image/jpeg' } );
		const back = new File( [ 'b' ], 'achter.png', { type: 'image/png' } );
		const outcome = await dispatch( store ).submitCheckIn(
			{ week_score: 5, sleep: null },
			{ front, back },
			'key-2'
		);
		expect( outcome.ok ).toBe( true );
		expect( post ).not.toHaveBeenCalled();
		const [ path, form, method, headers ] = upload.mock.calls[ 0 ];
		expect( [ path, method, headers ] ).toEqual( [
			'/check-ins',
			'POST',
			{ 'Idempotency-Key': 'key-2' },
		] );
		expect( form.get( 'week_score' ) ).toBe( '5' );
		expect( form.has( 'sleep' ) ).toBe( false );
		expect( ( form.get( 'photo_front' ) as File ).name ).toBe( 'voor.jpg' );
		expect( ( form.get( 'photo_back' ) as File ).name ).toBe(
			'achter.png'
		);
		expect( form.has( 'photo_side' ) ).toBe( false );
	} );

	it( 'says plainly that a check-in with photos needs a connection', async () => {
		upload.mockRejectedValueOnce(
			new ApiRequestError( 0, 'fitcoach_network_error', '' )
		);
		const front = new File( [ 'a' ], 'voor.jpg', { type: 'image/jpeg' } );
		const outcome = await dispatch( store ).submitCheckIn(
			{ week_score: 3 },
			{ front },
			'key-3'
		);
		expect( outcome.ok ).toBe( false );
		expect(
			getNotices()
				.map( ( notice ) => notice.message ?? '' )
				.join( ' ' )
		).toContain( "Een check-in met foto's heeft een verbinding nodig." );
	} );

	it( 'switches the reminder at once, and back when refused', async () => {
		await resolveSelect( store ).getCurrent();
		put.mockResolvedValueOnce( { reminder: false, day: 1 } );
		await dispatch( store ).setReminder( false );
		expect( put ).toHaveBeenCalledWith( '/check-ins/preferences', {
			reminder: false,
		} );
		expect( select( store ).getCurrent().data?.reminder ).toBe( false );
		put.mockRejectedValueOnce(
			new ApiRequestError( 500, 'fitcoach_error', '' )
		);
		await dispatch( store ).setReminder( true );
		expect( select( store ).getCurrent().data?.reminder ).toBe( false );
	} );

	it( "keeps the coach's reply and reads his lists again", async () => {
		await resolveSelect( store ).getAdminList( 'all', 0, 1 );
		post.mockImplementationOnce( ( async () => {
			replied = {
				text: 'Top!',
				coach: { id: 1, name: 'Coach' },
				date: null,
			};
			return checkIn( { read: true, reply: replied } );
		} ) as typeof apiPost );
		expect(
			await dispatch( store ).replyToCheckIn( 11, 'Top!' )
		).toMatchObject( { ok: true } );
		expect( post ).toHaveBeenCalledWith( '/admin/check-ins/11/reply', {
			text: 'Top!',
		} );
		const shown = await resolveSelect( store ).getAdminCheckIn( 11 );
		expect( shown.data?.reply?.text ).toBe( 'Top!' );
		expect( select( store ).getAdminList( 'all', 0, 1 ).data ).toBeNull();
	} );

	it( "sets a member's check-in day", async () => {
		put.mockResolvedValueOnce( {
			day: 3,
			default_day: 1,
			effective: 3,
			reminder: true,
		} );
		await dispatch( store ).setMemberDay( 5, 3 );
		expect( put ).toHaveBeenCalledWith( '/admin/users/5/check-in', {
			day: 3,
		} );
		expect( select( store ).getMemberDay( 5 ).data?.day ).toBe( 3 );
	} );
} );
