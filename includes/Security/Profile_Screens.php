<?php
/**
 * WordPress's own profile screens (profile.php, user-edit.php): no password or e-mail change
 * without the current password, as in the app.
 *
 * @package FitCoach
 */

namespace FitCoach\Security;

use FitCoach\Auth\Account_Changes;
use FitCoach\Auth\Logins;
use FitCoach\Frontend\App_Address;
use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The third door to an account, after the app's Profiel and /wp/v2/users (Account_Changes):
 * wp-admin's profile screens. Before, whoever held a wp-admin login cookie could set a new
 * password or e-mail address there without knowing the current password, and so take the
 * account over.
 *
 * - Members (sporter) and PT trainers never see those screens: profile.php and user-edit.php
 *   (GET and POST alike, on `load-*`, before core reads the form) send them to the app's Profiel,
 *   which asks for the current password. A user who may also edit other users (an administrator
 *   who has an app role too) stays.
 * - Anyone who edits their own account there (an administrator on profile.php, or on
 *   user-edit.php with their own id) proves a change of password or e-mail address with their
 *   current password: the field 'Huidig wachtwoord' above the save button. Without it, or with a
 *   wrong one, nothing of the form is saved and the screen says why; failures count against the
 *   login throttle (Account_Changes::verify_password()), five in five minutes lock it. The check
 *   runs before core's `send_confirmation_on_profile_email` (personal_options_update, 10) so no
 *   confirmation mail for a new address leaves without proof, and again in edit_user() through
 *   `user_profile_update_errors` for every other way in.
 * - An administrator editing another user on user-edit.php keeps WordPress's own behaviour: an
 *   administrator may set anyone's password (wp-admin's users screen is theirs; with their login
 *   an attacker could make themselves an administrator anyway), and has no password of the member
 *   to give.
 */
final class Profile_Screens {

	/** The form field of the current password. */
	public const FIELD = 'fitcoach_current_password';

	/**
	 * What personal_options_update decided, by user id, for edit_user() to report (so the
	 * password is checked, and a failure counted, once per save).
	 *
	 * @var array<int, true|WP_Error>
	 */
	private static array $decided = array();

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'load-profile.php', array( self::class, 'keep_app_users_out' ) );
		add_action( 'load-user-edit.php', array( self::class, 'keep_app_users_out' ) );
		add_action( 'show_user_profile', array( self::class, 'render_field' ) );
		// Before core's send_confirmation_on_profile_email (10).
		add_action( 'personal_options_update', array( self::class, 'before_profile_update' ), 1 );
		add_action( 'user_profile_update_errors', array( self::class, 'profile_update_errors' ), 10, 3 );
	}

	/**
	 * Where a user is sent instead of wp-admin's profile screens: the app's Profiel for members
	 * and PT trainers, null for everyone else.
	 *
	 * @param WP_User $user The user.
	 */
	public static function app_profile_for( WP_User $user ): ?string {
		if ( ! $user->exists() || ! Logins::has_app_role( $user ) || user_can( $user, 'edit_users' ) ) {
			return null;
		}
		return App_Address::url( 'profile' );
	}

	/**
	 * On profile.php and user-edit.php (load-*): a member or PT trainer goes to the app's Profiel.
	 */
	public static function keep_app_users_out(): void {
		$target = self::app_profile_for( wp_get_current_user() );
		if ( null === $target ) {
			return;
		}
		wp_safe_redirect( $target );
		exit;
	}

	/**
	 * The 'Huidig wachtwoord' field, on the user's own profile (show_user_profile: profile.php, or
	 * user-edit.php with the user's own id), last before the save button.
	 *
	 * @param mixed $user The user being edited.
	 */
	public static function render_field( $user ): void {
		if ( ! $user instanceof WP_User || get_current_user_id() !== (int) $user->ID ) {
			return;
		}
		?>
		<h2><?php esc_html_e( 'Wijzigingen bevestigen', 'fitcoach' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="<?php echo esc_attr( self::FIELD ); ?>"><?php esc_html_e( 'Huidig wachtwoord', 'fitcoach' ); ?></label></th>
				<td>
					<input type="password" name="<?php echo esc_attr( self::FIELD ); ?>" id="<?php echo esc_attr( self::FIELD ); ?>" class="regular-text" autocomplete="current-password" spellcheck="false" aria-describedby="<?php echo esc_attr( self::FIELD ); ?>-description" />
					<p class="description" id="<?php echo esc_attr( self::FIELD ); ?>-description"><?php esc_html_e( 'Nodig als je je e-mailadres of wachtwoord wijzigt.', 'fitcoach' ); ?></p>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * Before profile.php handles its form (personal_options_update, 1): a change of e-mail address
	 * or password without proof is refused, and the e-mail field is set back so core sends no
	 * confirmation mail for the new address. edit_user() then reports the refusal.
	 *
	 * @param mixed $user_id The user whose profile is saved.
	 */
	public static function before_profile_update( $user_id ): void {
		$user = get_userdata( (int) $user_id );
		if ( ! $user instanceof WP_User || get_current_user_id() !== $user->ID ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- Core checked the form's nonce (update-user_{id}) before this action.
		$email = isset( $_POST['email'] ) && is_string( $_POST['email'] ) ? sanitize_text_field( wp_unslash( $_POST['email'] ) ) : null;
		$proof = self::proof( $user, self::changes_password(), $email );

		self::$decided[ $user->ID ] = $proof;
		if ( true !== $proof ) {
			$_POST['email'] = $user->user_email;
		}
	}

	/**
	 * In edit_user() (user_profile_update_errors): a change of the user's own password or e-mail
	 * address needs their current password. With an error nothing of the form is saved.
	 *
	 * @param mixed $errors The form's errors (WP_Error).
	 * @param mixed $update Whether an existing user is updated.
	 * @param mixed $fields The user's fields as edit_user() will save them.
	 */
	public static function profile_update_errors( $errors, $update, $fields ): void {
		if ( ! $errors instanceof WP_Error || true !== $update || ! is_object( $fields ) || ! isset( $fields->ID ) ) {
			return;
		}
		$user_id = (int) $fields->ID;
		if ( get_current_user_id() !== $user_id ) {
			return;
		}
		if ( isset( self::$decided[ $user_id ] ) ) {
			$proof = self::$decided[ $user_id ];
			unset( self::$decided[ $user_id ] );
		} else {
			$user = get_userdata( $user_id );
			if ( ! $user instanceof WP_User ) {
				return;
			}
			$email = isset( $fields->user_email ) && is_string( $fields->user_email ) ? $fields->user_email : null;
			$proof = self::proof( $user, isset( $fields->user_pass ) && '' !== $fields->user_pass, $email );
		}
		if ( true !== $proof ) {
			$errors->add( $proof->get_error_code(), esc_html( $proof->get_error_message() ), array( 'form-field' => self::FIELD ) );
		}
	}

	/**
	 * Whether the posted form sets a new password.
	 */
	private static function changes_password(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Core checked the nonce; a password is only tested for emptiness here.
		return isset( $_POST['pass1'] ) && is_string( $_POST['pass1'] ) && '' !== trim( wp_unslash( $_POST['pass1'] ) );
	}

	/**
	 * Whether a save of the user's own account may go ahead: true when it changes neither the
	 * password nor the e-mail address, or the posted current password is right.
	 *
	 * @param WP_User     $user     The user (their own account).
	 * @param bool        $password Whether a new password is set.
	 * @param string|null $email    The e-mail address as posted (null: not posted).
	 * @return true|WP_Error
	 */
	private static function proof( WP_User $user, bool $password, ?string $email ) {
		$email_changes = null !== $email && 0 !== strcasecmp( trim( $email ), $user->user_email );
		if ( ! $password && ! $email_changes ) {
			return true;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- Core checked the nonce; a password is compared, never stored or shown.
		$current = isset( $_POST[ self::FIELD ] ) && is_string( $_POST[ self::FIELD ] ) ? wp_unslash( $_POST[ self::FIELD ] ) : '';
		$result  = Account_Changes::verify_password( $user, $current );
		if ( ! is_wp_error( $result ) ) {
			return true;
		}
		if ( 'fitcoach_current_password_required' === $result->get_error_code() ) {
			return new WP_Error( 'fitcoach_current_password_required', __( 'Vul je huidige wachtwoord in om je e-mailadres of wachtwoord te wijzigen.', 'fitcoach' ) );
		}
		return new WP_Error( $result->get_error_code(), $result->get_error_message() );
	}
}
