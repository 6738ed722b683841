<?php
/**
 * With Plain permalinks, FitCoach's own wp-admin screens say that the app's pages do not exist.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\WpAdmin\Notices;

require_once __DIR__ . '/Admin_Post_Test_Case.php';

/**
 * WpAdmin\Notices: the permalinks notice.
 */
class Permalinks_Notice_Test extends Admin_Post_Test_Case {

	/**
	 * The notice on a screen.
	 *
	 * @param string $screen Screen id.
	 */
	private function notice_on( string $screen ): string {
		set_current_screen( $screen );
		return $this->printed( array( Notices::class, 'render_permalinks_notice' ) );
	}

	public function test_plain_permalinks_are_named_on_each_of_fitcoachs_screens(): void {
		$this->assertNotFalse( has_action( 'admin_notices', array( Notices::class, 'render_permalinks_notice' ) ) );
		update_option( 'permalink_structure', '' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		foreach ( array( 'toplevel_page_fitcoach', 'fitcoach_page_fitcoach-coaching', 'edit-fitcoach_workout', 'fitcoach_exercise' ) as $screen ) {
			$html = $this->notice_on( $screen );
			$this->assertStringContainsString( 'De app werkt niet met de permalinkinstelling ‘Eenvoudig’.', $html, $screen );
			$this->assertStringContainsString( 'Kies bij Instellingen → Permalinks een andere structuur', $html, $screen );
			$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'options-permalink.php' ) ) . '"', $html, $screen );
			$this->assertStringContainsString( '>Niet meer tonen</button>', $html, $screen );
		}
		$this->assertSame( '', $this->notice_on( 'dashboard' ), 'not on screens of others' );
		$this->assertSame( '', $this->notice_on( 'edit-post' ) );
	}

	public function test_no_notice_with_pretty_permalinks_for_others_or_once_dismissed(): void {
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		update_option( 'permalink_structure', '/%postname%/' );
		$this->assertSame( '', $this->notice_on( 'toplevel_page_fitcoach' ) );

		update_option( 'permalink_structure', '' );
		wp_set_current_user( $this->create_user( 'pt_trainer' ) );
		$this->assertSame( '', $this->notice_on( 'toplevel_page_fitcoach' ) );

		wp_set_current_user( $admin );
		$this->post(
			array( Notices::class, 'handle_dismiss' ),
			array(
				'notice'   => Notices::PERMALINKS,
				'_wpnonce' => wp_create_nonce( Notices::nonce_action( Notices::PERMALINKS ) ),
			)
		);
		$this->assertSame( '', $this->notice_on( 'toplevel_page_fitcoach' ), 'dismissed' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertStringContainsString( 'id="fitcoach-permalinks-notice"', $this->notice_on( 'toplevel_page_fitcoach' ), 'another operator still sees it' );
	}
}
