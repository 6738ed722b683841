/**
 * '/berichten' and '/berichten/{member}' (issue 29, item 3): the member's thread with her coach;
 * for a coach the threads with their unread counts, and one member's thread (reached from the
 * member's screen). A member who opens a coach's address gets her own thread.
 */

/**
 * External dependencies
 */
import { Navigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useAuth } from '../../data/auth';
import { store } from '../../data/messages';
import Conversation from './Conversation';
import ThreadList from './ThreadList';
import './style.scss';

/** 'E-mail bij nieuwe berichten': the user's own choice. */
function MailChoice() {
	const preferences = useSelect(
		( select ) => select( store ).getPreferences(),
		[]
	);
	const { setMailPreference } = useDispatch( store );
	if ( ! preferences ) {
		return null;
	}
	return (
		<div className="fc-checkbox fc-conversation__mail">
			<input
				id="fc-message-mail"
				type="checkbox"
				checked={ preferences.mail }
				onChange={ ( event ) =>
					setMailPreference( event.target.checked )
				}
			/>
			<label htmlFor="fc-message-mail">
				{ __( 'E-mail bij nieuwe berichten', 'fitcoach' ) }
			</label>
		</div>
	);
}

export default function MessagesScreen() {
	const { isAdmin } = useAuth();
	const { id } = useParams();
	const member = Number( id ?? 0 );
	if ( id && ( ! isAdmin || ! ( member > 0 ) ) ) {
		return <Navigate to="/berichten" replace />;
	}
	return (
		<div className="fc-page fc-messages-screen">
			{ member > 0 && <Conversation member={ member } /> }
			{ ! id &&
				( isAdmin ? <ThreadList /> : <Conversation member={ 0 } /> ) }
			<MailChoice />
		</div>
	);
}
