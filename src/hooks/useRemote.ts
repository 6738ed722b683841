/**
 * One remote value loaded on mount, with loading, error and reload (the Home sections, a single
 * measurement or session).
 */

/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage } from '../api/client';

export interface Remote< T > {
	data: T | null;
	loading: boolean;
	/** The server's message of a failed load ('' when it sent none), else null. */
	error: string | null;
	reload: () => void;
	/** Replaces the value (after a save) without a call. */
	setData: ( data: T | null ) => void;
}

/**
 * Loads a value on mount (and again when `key` changes).
 *
 * @param loader Fetches the value; null skips loading (e.g. a new, unsaved item).
 * @param key    Reloads when it changes (e.g. the route id).
 */
export function useRemote< T >(
	loader: ( () => Promise< T > ) | null,
	key: unknown = null
): Remote< T > {
	const [ data, setData ] = useState< T | null >( null );
	const [ loading, setLoading ] = useState( !! loader );
	const [ error, setError ] = useState< string | null >( null );
	const latest = useRef( loader );
	latest.current = loader;
	const request = useRef( 0 );

	const load = useCallback( () => {
		const current = latest.current;
		const id = ++request.current;
		if ( ! current ) {
			setLoading( false );
			return;
		}
		setLoading( true );
		setError( null );
		current().then(
			( value ) => {
				if ( id === request.current ) {
					setData( value );
					setLoading( false );
				}
			},
			( failure: unknown ) => {
				if ( id === request.current ) {
					setError(
						errorMessage(
							failure,
							failure instanceof Error ? failure.message : ''
						)
					);
					setLoading( false );
				}
			}
		);
	}, [] );

	useEffect( () => {
		load();
		const requests = request;
		return () => {
			requests.current++;
		};
	}, [ load, key ] );

	return { data, loading, error, reload: load, setData };
}
