<?php
/**
 * The member's 'Coach' on wp-admin's user screen.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Coach\Coach_Assignment;
use FitCoach\Coach\Coach_Status;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * On user-edit.php, for an administrator editing a member (a user whose roles are all member
 * roles): a select 'Coach' with every administrator and PT trainer, or 'Geen coach'. Saved on
 * edit_user_profile_update, after core checked the form's nonce (update-user_{id}, checked here
 * again) and the right to edit that user; only someone who may edit every user (administrators)
 * may assign (PT trainers do not reach user-edit.php).
 */
final class Coach_Field {

	/** Name of the select. */
	public const FIELD = 'fitcoach_coach';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'edit_user_profile', array( self::class, 'render' ) );
		add_action( 'edit_user_profile_update', array( self::class, 'save' ) );
	}

	/**
	 * Whether the current user may assign a coach to this user here.
	 *
	 * @param WP_User $user The edited user.
	 */
	private static function applies( WP_User $user ): bool {
		return current_user_can( 'edit_users' ) && current_user_can( 'edit_user', $user->ID ) && Coach_Status::member_only( (array) $user->roles );
	}

	/**
	 * The select, below the profile's other fields.
	 *
	 * @param mixed $user The edited user.
	 */
	public static function render( $user ): void {
		if ( ! $user instanceof WP_User || ! self::applies( $user ) ) {
			return;
		}
		$current = Coach_Assignment::coach_of( $user->ID );
		?>
		<h2><?php esc_html_e( 'FitCoach', 'fitcoach' ); ?></h2>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="fitcoach-coach"><?php esc_html_e( 'Coach', 'fitcoach' ); ?></label></th>
				<td>
					<select name="<?php echo esc_attr( self::FIELD ); ?>" id="fitcoach-coach">
						<option value="0" <?php selected( 0, $current ); ?>><?php esc_html_e( 'Geen coach', 'fitcoach' ); ?></option>
						<?php foreach ( Coach_Assignment::choices( get_current_user_id() ) as $coach ) : ?>
							<option value="<?php echo esc_attr( (string) $coach['id'] ); ?>" <?php selected( $coach['id'], $current ); ?>><?php echo esc_html( $coach['name'] ); ?></option>
						<?php endforeach; ?>
					</select>
					<p class="description"><?php esc_html_e( 'Een PT-trainer ziet alleen de leden die hij coacht en de leden zonder coach.', 'fitcoach' ); ?></p>
				</td>
			</tr>
		</table>
		<?php
	}

	/**
	 * Saves the select.
	 *
	 * @param mixed $user_id The edited user.
	 */
	public static function save( $user_id ): void {
		$user = get_userdata( (int) $user_id );
		if ( ! $user instanceof WP_User || ! isset( $_POST[ self::FIELD ], $_POST['_wpnonce'] ) ) {
			return;
		}
		if ( ! wp_verify_nonce( sanitize_key( wp_unslash( $_POST['_wpnonce'] ) ), 'update-user_' . $user->ID ) || ! self::applies( $user ) ) {
			return;
		}
		$coach = absint( wp_unslash( $_POST[ self::FIELD ] ) );
		if ( true === Coach_Assignment::may_assign( get_current_user_id(), $coach ) ) {
			Coach_Assignment::set( $user->ID, $coach );
		}
	}
}
