<?php
/**
 * The audit log of user switching in wp-admin.
 *
 * @package FitCoach
 */

namespace FitCoach\WpAdmin;

use FitCoach\Language;
use FitCoach\Roles;

defined( 'ABSPATH' ) || exit;

/**
 * 'Wissellogboek' under the FitCoach menu: every switch start and end, for the operator.
 */
final class Audit_Log_Page {

	/** Page slug. */
	public const SLUG = 'fitcoach-switch-log';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After the FitCoach menu itself (priority 9).
		add_action( 'admin_menu', array( $this, 'add_page' ), 20 );
	}

	/**
	 * Adds the submenu page.
	 */
	public function add_page(): void {
		add_submenu_page(
			'fitcoach',
			__( 'Wissellogboek', 'fitcoach' ),
			__( 'Wissellogboek', 'fitcoach' ),
			Roles::MANAGE_SETTINGS,
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( Roles::MANAGE_SETTINGS ) ) {
			wp_die( esc_html__( 'Je hebt geen toegang tot deze pagina.', 'fitcoach' ), '', array( 'response' => 403 ) );
		}
		$table = new Audit_Log_Table();
		$table->prepare_items();
		?>
		<div class="wrap" lang="<?php echo esc_attr( Language::tag() ); ?>">
			<h1><?php esc_html_e( 'Wissellogboek', 'fitcoach' ); ?></h1>
			<p><?php esc_html_e( 'Wanneer een beheerder of trainer de app als een andere gebruiker bekeek, vanaf welk IP-adres, en wanneer hij terugging naar zijn eigen account.', 'fitcoach' ); ?></p>
			<form method="get">
				<input type="hidden" name="page" value="<?php echo esc_attr( self::SLUG ); ?>" />
				<?php $table->display(); ?>
			</form>
		</div>
		<?php
	}
}
