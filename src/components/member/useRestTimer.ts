/**
 * The done checks and the rest timer of one session (issue 13). Ticking a set starts the rest of
 * its exercise; the time left is computed from the stored end time on every tick of a 500 ms
 * interval, so it is right after navigation, a locked screen and a reload. At zero the device
 * vibrates and beeps where it can (the sound's AudioContext is made on the tick, a user
 * gesture, which browsers require), and a polite announcement says the rest is over. Checks and
 * timer are kept in localStorage per user and session; never sent.
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { currentOwner } from '../../offline/owner';
import {
	EMPTY_UI,
	KEEP_MS,
	LATE_ALERT_MS,
	STORAGE_PREFIX,
	adjustTimer,
	formatClock,
	isEmptyUi,
	isFinished,
	parseSessionUi,
	remainingSeconds,
	startTimer,
	storageKey,
	withDone,
	withoutSet,
} from '../../lib/member/restTimer';
import type { RestTimer, SessionUi } from '../../lib/member/restTimer';

/** How often the clock is read while a rest runs (ms). */
const TICK_MS = 500;

/** A polite announcement; `id` changes each time, so the same text is read again. */
export interface Announcement {
	id: number;
	text: string;
}

export interface RestTimerApi {
	/** Per exercise (index) which sets (index) are done. */
	done: boolean[][];
	/**
	 * Ticks or clears a set; ticking starts the rest.
	 *
	 * @param exercise The exercise's index.
	 * @param set      The set's index.
	 * @param value    Done or not.
	 * @param rest     The exercise's rest in seconds.
	 * @param title    The exercise's title.
	 * @param focusId  The check's id: the focus returns there when the timer is stopped.
	 */
	setDone: (
		exercise: number,
		set: number,
		value: boolean,
		rest: number,
		title: string,
		focusId?: string
	) => void;
	/**
	 * A set was removed: the checks after it move up.
	 *
	 * @param exercise The exercise's index.
	 * @param set      The removed set's index.
	 */
	removeSet: ( exercise: number, set: number ) => void;
	timer: RestTimer | null;
	/** Whole seconds left (0 when over or without a timer). */
	remaining: number;
	finished: boolean;
	/**
	 * More or less rest.
	 *
	 * @param seconds Seconds to add (negative: take off).
	 */
	adjust: ( seconds: number ) => void;
	/** Stops (and hides) the timer. */
	stop: () => void;
	announcement: Announcement | null;
}

type AudioContextClass = typeof AudioContext;

/**
 * Storage, or null where there is none (private modes, blocked).
 */
function storage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		return null;
	}
}

/**
 * Removes the kept state of sessions nobody touched for KEEP_MS.
 *
 * @param now The clock (ms).
 */
function pruneOld( now: number ): void {
	const store = storage();
	if ( ! store ) {
		return;
	}
	try {
		const old: string[] = [];
		for ( let i = 0; i < store.length; i++ ) {
			const key = store.key( i );
			if ( key && key.startsWith( STORAGE_PREFIX ) ) {
				const ui = parseSessionUi( store.getItem( key ), now );
				if ( ui.updated + KEEP_MS < now ) {
					old.push( key );
				}
			}
		}
		old.forEach( ( key ) => store.removeItem( key ) );
	} catch {
		// Storage unavailable: nothing to tidy.
	}
}

/**
 * Reads a session's kept state.
 *
 * @param key The storage key, or null (no session yet).
 */
function load( key: string | null ): SessionUi {
	if ( ! key ) {
		return EMPTY_UI;
	}
	try {
		return parseSessionUi( storage()?.getItem( key ) ?? null, Date.now() );
	} catch {
		return EMPTY_UI;
	}
}

/**
 * Keeps (or, when nothing is worth keeping, forgets) a session's state.
 *
 * @param key The storage key.
 * @param ui  The state.
 */
function keep( key: string, ui: SessionUi ): void {
	try {
		if ( isEmptyUi( ui ) ) {
			storage()?.removeItem( key );
		} else {
			storage()?.setItem( key, JSON.stringify( ui ) );
		}
	} catch {
		// Storage full or unavailable: the state lasts as long as the screen.
	}
}

/**
 * The page's audio context: made on the first tick (a user gesture, the only moment a browser
 * lets a page start sound) and kept while the app runs, so the end of a rest still sounds after
 * the member went to another screen and back.
 */
let sound: AudioContext | null = null;

/** Makes (or wakes) the audio context; call it from a user gesture. */
function unlockSound(): void {
	if ( sound ) {
		if ( 'suspended' === sound.state ) {
			sound.resume().catch( () => undefined );
		}
		return;
	}
	const Context =
		window.AudioContext ??
		( window as unknown as { webkitAudioContext?: AudioContextClass } )
			.webkitAudioContext;
	if ( ! Context ) {
		return;
	}
	try {
		sound = new Context();
	} catch {
		sound = null;
	}
}

/** Forgets the audio context (for tests). */
export function resetSound(): void {
	sound = null;
}

/**
 * A short beep.
 *
 * @param context The audio context made on a user gesture.
 */
function beep( context: AudioContext ): void {
	try {
		if ( 'suspended' === context.state ) {
			context.resume().catch( () => undefined );
		}
		const start = context.currentTime;
		const oscillator = context.createOscillator();
		const gain = context.createGain();
		oscillator.type = 'sine';
		oscillator.frequency.value = 880;
		gain.gain.setValueAtTime( 0.25, start );
		gain.gain.exponentialRampToValueAtTime( 0.001, start + 0.4 );
		oscillator.connect( gain );
		gain.connect( context.destination );
		oscillator.start( start );
		oscillator.stop( start + 0.4 );
	} catch {
		// No sound on this device.
	}
}

/**
 * The checks and rest timer of a session.
 *
 * @param sessionId The session (NaN: nothing is kept).
 */
export function useRestTimer( sessionId: number ): RestTimerApi {
	const key = Number.isFinite( sessionId )
		? storageKey( currentOwner() ?? 'guest', sessionId )
		: null;
	const [ state, setState ] = useState< {
		key: string | null;
		ui: SessionUi;
	} >( () => ( { key, ui: load( key ) } ) );
	const [ now, setNow ] = useState( () => Date.now() );
	const [ announcement, setAnnouncement ] = useState< Announcement | null >(
		null
	);
	const announced = useRef( 0 );
	// The id of the check that started the rest: focus goes back there when the timer stops.
	const origin = useRef< string | null >( null );

	// Another session (or user): its own state.
	const ui = state.key === key ? state.ui : load( key );
	if ( state.key !== key ) {
		setState( { key, ui } );
	}

	useEffect( () => {
		pruneOld( Date.now() );
	}, [] );

	const announce = useCallback( ( text: string ) => {
		announced.current += 1;
		setAnnouncement( { id: announced.current, text } );
	}, [] );

	const change = useCallback(
		( next: ( current: SessionUi ) => SessionUi ) => {
			setState( ( current ) => {
				const changed = { ...next( current.ui ), updated: Date.now() };
				if ( current.key ) {
					keep( current.key, changed );
				}
				return { key: current.key, ui: changed };
			} );
		},
		[]
	);

	const timer = ui.timer;

	// While a rest runs: read the clock; at zero signal the end once.
	useEffect( () => {
		if ( ! timer ) {
			return undefined;
		}
		// Once per timer, also when a tick comes before the re-render that stores `alerted`.
		let signalled = timer.alerted;
		const check = () => {
			const time = Date.now();
			setNow( time );
			if ( isFinished( timer, time ) && ! signalled ) {
				signalled = true;
				if ( time - timer.endsAt < LATE_ALERT_MS ) {
					try {
						window.navigator.vibrate?.( [ 200, 100, 200 ] );
					} catch {
						// No vibration on this device.
					}
					if ( sound ) {
						beep( sound );
					}
					announce( __( 'Rust voorbij', 'fitcoach' ) );
				}
				change( ( current ) =>
					current.timer
						? {
								...current,
								timer: { ...current.timer, alerted: true },
							}
						: current
				);
			}
		};
		check();
		if ( timer.alerted && isFinished( timer, Date.now() ) ) {
			return undefined;
		}
		const interval = window.setInterval( check, TICK_MS );
		// Back from a locked screen or another tab: the time left at once.
		document.addEventListener( 'visibilitychange', check );
		return () => {
			window.clearInterval( interval );
			document.removeEventListener( 'visibilitychange', check );
		};
	}, [ timer, change, announce ] );

	const setDone = useCallback(
		(
			exercise: number,
			set: number,
			value: boolean,
			rest: number,
			title: string,
			focusId?: string
		) => {
			if ( ! value ) {
				change( ( current ) => ( {
					...current,
					done: withDone( current.done, exercise, set, false ),
				} ) );
				return;
			}
			unlockSound();
			origin.current = focusId ?? null;
			const time = Date.now();
			const next = startTimer( rest, title, time );
			setNow( time );
			change( ( current ) => ( {
				...current,
				done: withDone( current.done, exercise, set, true ),
				timer: next,
			} ) );
			announce(
				sprintf(
					/* translators: %s: the rest as m:ss, e.g. 1:30. */
					__( 'Rust gestart: %s', 'fitcoach' ),
					formatClock( remainingSeconds( next, time ) )
				)
			);
		},
		[ change, announce ]
	);

	const removeSet = useCallback(
		( exercise: number, set: number ) =>
			change( ( current ) => ( {
				...current,
				done: withoutSet( current.done, exercise, set ),
			} ) ),
		[ change ]
	);

	const adjust = useCallback(
		( seconds: number ) => {
			const time = Date.now();
			setNow( time );
			change( ( current ) =>
				current.timer
					? {
							...current,
							timer: adjustTimer( current.timer, seconds, time ),
						}
					: current
			);
		},
		[ change ]
	);

	const stop = useCallback( () => {
		change( ( current ) => ( { ...current, timer: null } ) );
		// The bar goes: the focus must not fall back to the page's start.
		if ( origin.current ) {
			document.getElementById( origin.current )?.focus();
		}
		origin.current = null;
	}, [ change ] );

	return {
		done: ui.done,
		setDone,
		removeSet,
		timer,
		remaining: timer ? remainingSeconds( timer, now ) : 0,
		finished: timer ? isFinished( timer, now ) : false,
		adjust,
		stop,
		announcement,
	};
}
