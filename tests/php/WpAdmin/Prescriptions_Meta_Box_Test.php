<?php
/**
 * The coach's prescriptions in the wp-admin workout editor: saved when valid, refused per
 * exercise with a Dutch message beside the field after the redirect, nonce and capability.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\WpAdmin;

use FitCoach\Member\Prescriptions;
use FitCoach\Post_Types;
use FitCoach\Tests\Support\Member_Fixtures;
use FitCoach\Tests\TestCase;
use FitCoach\WpAdmin\Workout_Meta_Boxes;

/**
 * Prescription fields of the workout editor.
 */
class Prescriptions_Meta_Box_Test extends TestCase {

	use Member_Fixtures;

	/**
	 * The operator.
	 *
	 * @var int
	 */
	private int $coach;

	/**
	 * Exercises.
	 *
	 * @var array<string, int>
	 */
	private array $ex = array();

	/**
	 * The workout.
	 *
	 * @var int
	 */
	private int $workout;

	protected function set_up() {
		parent::set_up();
		$this->coach = $this->existing_user_by_login( 'coach' )->ID;
		wp_set_current_user( $this->coach );
		foreach ( array( 'squat', 'bench', 'plank' ) as $key ) {
			$this->ex[ $key ] = $this->exercise( ucfirst( $key ) );
		}
		$this->workout = $this->workout( 'Full Body', array_values( $this->ex ) );
	}

	protected function tear_down() {
		$_POST = array();
		unset( $_GET['post'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Test clean-up.
		parent::tear_down();
	}

	/**
	 * Saves the workout as its edit screen does: every exercise ticked, with these prescription
	 * fields.
	 *
	 * @param array<string, array<string, string>> $prescriptions Exercise key => field => typed value.
	 * @param bool                                 $nonce         Whether the box's nonce is sent.
	 */
	private function submit( array $prescriptions, bool $nonce = true ): void {
		$fields = array(
			'fitcoach_exercises'     => array(),
			'fitcoach_prescriptions' => array(),
			'fitcoach_assignment'    => 'everyone',
		);
		$order  = 0;
		foreach ( $this->ex as $key => $id ) {
			$fields['fitcoach_exercises'][ $id ] = array(
				'selected' => '1',
				'order'    => (string) ++$order,
			);
			if ( isset( $prescriptions[ $key ] ) ) {
				$fields['fitcoach_prescriptions'][ $id ] = $prescriptions[ $key ];
			}
		}
		if ( $nonce ) {
			$fields['fitcoach_workout_meta'] = wp_create_nonce( 'fitcoach_workout_meta' );
		}
		$_POST = wp_slash( $fields ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- Building the test request.
		wp_update_post(
			array(
				'ID'         => $this->workout,
				'post_title' => 'Full Body',
			)
		);
		$_POST = array();
	}

	/**
	 * The stored prescriptions by exercise key.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function stored(): array {
		$map    = Prescriptions::of_workout( $this->existing_post( $this->workout ) );
		$by_key = array();
		foreach ( $this->ex as $key => $id ) {
			if ( isset( $map[ $id ] ) ) {
				$by_key[ $key ] = $map[ $id ];
			}
		}
		return $by_key;
	}

	/**
	 * The exercise box as the coach sees it after the redirect.
	 */
	private function render_box(): string {
		ob_start();
		( new Workout_Meta_Boxes() )->render_exercises_box( $this->existing_post( $this->workout ) );
		return (string) ob_get_clean();
	}

	/**
	 * The notices on top of the edit screen.
	 */
	private function render_notices(): string {
		set_current_screen( Post_Types::WORKOUT );
		$_GET['post'] = (string) $this->workout;
		ob_start();
		( new Workout_Meta_Boxes() )->print_notice();
		return (string) ob_get_clean();
	}

	public function test_valid_prescriptions_are_saved_and_served(): void {
		$this->submit(
			array(
				'squat' => array(
					'sets'   => '3',
					'reps'   => '8 – 12',
					'weight' => '62,5',
					'rpe'    => '',
					'rest'   => '90',
					'note'   => 'Borst <b>omhoog</b> & knieën uit',
				),
				'bench' => array(
					'sets' => '5',
					'reps' => '5',
					'rpe'  => '7.5',
				),
				'plank' => array(
					'sets' => '',
					'reps' => '',
					'note' => '',
				),
			)
		);
		$this->assertSame(
			array(
				'squat' => array(
					'sets'     => 3,
					'reps_min' => 8,
					'reps_max' => 12,
					'weight'   => 62.5,
					'rpe'      => null,
					'rest'     => 90,
					'note'     => 'Borst omhoog & knieën uit',
				),
				'bench' => array(
					'sets'     => 5,
					'reps_min' => 5,
					'reps_max' => 5,
					'weight'   => null,
					'rpe'      => 7.5,
					'rest'     => null,
					'note'     => '',
				),
			),
			$this->stored(),
			'An empty prescription is none'
		);

		// The members' app gets them in the workout shape.
		wp_set_current_user( $this->create_user( 'sporter' ) );
		$workout = $this->rest( 'GET', '/workouts/' . $this->workout )->get_data();
		$this->assertSame( 62.5, $workout['exercises'][0]['prescription']['weight'] );
		$this->assertSame( 7.5, $workout['exercises'][1]['prescription']['rpe'] );
		$this->assertNull( $workout['exercises'][2]['prescription'] );

		// The editor shows them again as the coach typed them (a range as 8-12).
		wp_set_current_user( $this->coach );
		$html = $this->render_box();
		$this->assertMatchesRegularExpression( '/name="fitcoach_prescriptions\[' . $this->ex['squat'] . '\]\[reps\]"\s+value="8-12"/', $html );
		$this->assertMatchesRegularExpression( '/name="fitcoach_prescriptions\[' . $this->ex['squat'] . '\]\[weight\]"\s+value="62.5"/', $html );
		$this->assertMatchesRegularExpression( '/name="fitcoach_prescriptions\[' . $this->ex['bench'] . '\]\[reps\]"\s+value="5"/', $html );
		$this->assertStringContainsString( 'Borst omhoog &amp; knieën uit', $html );
		$this->assertStringNotContainsString( 'aria-invalid', $html );
		$this->assertStringNotContainsString( 'Niet elk voorschrift', $this->render_notices() );

		// Emptied fields remove a prescription; an exercise taken out of the workout loses its own.
		$this->submit( array( 'squat' => array_fill_keys( array( 'sets', 'reps', 'rpe', 'rest', 'note' ), '' ) ) );
		$this->assertSame( array( 'bench' ), array_keys( $this->stored() ), 'Bench not on the form: kept' );
	}

	/**
	 * Bad values: field, typed value, the Dutch message.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function data_bad_values(): array {
		return array(
			'sets 0'          => array( 'sets', '0', 'Sets: vul een heel getal van 1 tot en met 50 in.' ),
			'sets 51'         => array( 'sets', '51', 'Sets: vul een heel getal van 1 tot en met 50 in.' ),
			'sets text'       => array( 'sets', 'drie', 'Sets: vul een heel getal van 1 tot en met 50 in.' ),
			'sets decimal'    => array( 'sets', '2.5', 'Sets: vul een heel getal van 1 tot en met 50 in.' ),
			'reps text'       => array( 'reps', 'acht', 'Herhalingen: vul een getal of een bereik in, zoals 8 of 8-12 (1 tot en met 1000).' ),
			'reps 0'          => array( 'reps', '0', 'Herhalingen: vul een getal of een bereik in, zoals 8 of 8-12 (1 tot en met 1000).' ),
			'reps 1001'       => array( 'reps', '8-1001', 'Herhalingen: vul een getal of een bereik in, zoals 8 of 8-12 (1 tot en met 1000).' ),
			'reps reversed'   => array( 'reps', '12-8', 'Herhalingen: het eerste getal mag niet groter zijn dan het tweede.' ),
			'weight negative' => array( 'weight', '-1', 'Gewicht: vul een getal van 0 tot en met 1000 kg in, in stappen van 0,1.' ),
			'weight 1000.1'   => array( 'weight', '1000,1', 'Gewicht: vul een getal van 0 tot en met 1000 kg in, in stappen van 0,1.' ),
			'weight 0.05'     => array( 'weight', '60.05', 'Gewicht: vul een getal van 0 tot en met 1000 kg in, in stappen van 0,1.' ),
			'weight text'     => array( 'weight', 'zwaar', 'Gewicht: vul een getal van 0 tot en met 1000 kg in, in stappen van 0,1.' ),
			'rpe 0.5'         => array( 'rpe', '0.5', 'RPE: vul een getal van 1 tot en met 10 in, in stappen van 0,5.' ),
			'rpe 10.5'        => array( 'rpe', '10.5', 'RPE: vul een getal van 1 tot en met 10 in, in stappen van 0,5.' ),
			'rpe 7.3'         => array( 'rpe', '7,3', 'RPE: vul een getal van 1 tot en met 10 in, in stappen van 0,5.' ),
			'rest 901'        => array( 'rest', '901', 'Rust: vul een heel aantal seconden van 0 tot en met 900 in.' ),
			'rest negative'   => array( 'rest', '-5', 'Rust: vul een heel aantal seconden van 0 tot en met 900 in.' ),
			'note 281'        => array( 'note', str_repeat( 'é', 281 ), 'Notitie: hoogstens 280 tekens.' ),
		);
	}

	/**
	 * A bad value: nothing of that exercise's prescription is saved (the stored one stays), the
	 * other exercises' changes are; after the redirect the message stands beside the field, the
	 * typed value is back in it, and a notice on top says so. Shown once.
	 *
	 * @dataProvider data_bad_values
	 *
	 * @param string $field   Field.
	 * @param string $typed   Typed value.
	 * @param string $message Dutch message.
	 */
	public function test_a_bad_value_keeps_the_exercises_prescription_and_shows_the_error_beside_the_field( string $field, string $typed, string $message ): void {
		$good = array(
			'sets'   => '3',
			'reps'   => '10',
			'weight' => '50',
			'rpe'    => '',
			'rest'   => '60',
			'note'   => 'Oud',
		);
		$this->submit( array( 'squat' => $good ) );
		$before = $this->stored()['squat'];

		$bad           = array_merge( $good, array( 'note' => 'Nieuw' ), array( $field => $typed ) );
		$bad['weight'] = 'rpe' === $field ? '' : $bad['weight'];
		$this->submit(
			array(
				'squat' => $bad,
				'bench' => array( 'sets' => '4' ),
			)
		);
		$this->assertSame( $before, $this->stored()['squat'], 'Nothing of the squat\'s prescription changed' );
		$this->assertSame( 4, $this->stored()['bench']['sets'], 'The bench press saved' );

		$this->assertStringContainsString( 'Niet elk voorschrift is opgeslagen', $this->render_notices() );
		$html     = $this->render_box();
		$input_id = sprintf( 'fitcoach-rx-%d-%s', $this->ex['squat'], $field );
		$this->assertMatchesRegularExpression( '/id="' . $input_id . '"[^>]*aria-invalid="true" aria-describedby="' . $input_id . '-error"/s', $html );
		$this->assertStringContainsString( '<span class="fitcoach-field-error" id="' . $input_id . '-error"', $html );
		$this->assertStringContainsString( esc_html( $message ), $html );
		$this->assertMatchesRegularExpression( '/id="' . $input_id . '"\s+name="[^"]+"\s+value="' . preg_quote( esc_attr( $typed ), '/' ) . '"/', $html, 'The typed value is back' );
		if ( 'note' !== $field ) {
			$this->assertStringContainsString( 'value="Nieuw"', $html, 'The other typed fields are back too' );
		}

		// Shown once: the next screen has the stored values and no errors.
		$again = $this->render_box();
		$this->assertStringNotContainsString( 'fitcoach-field-error', $again );
		$this->assertStringContainsString( 'value="Oud"', $again );
	}

	/**
	 * A weight and an RPE together: refused, the message beside the RPE, both fields marked.
	 */
	public function test_a_weight_and_an_rpe_together_are_refused(): void {
		$this->submit(
			array(
				'squat' => array(
					'sets'   => '3',
					'weight' => '60',
					'rpe'    => '8',
				),
			)
		);
		$this->assertSame( array(), $this->stored() );
		$html = $this->render_box();
		$rpe  = 'fitcoach-rx-' . $this->ex['squat'] . '-rpe-error';
		$this->assertStringContainsString( '<span class="fitcoach-field-error" id="' . $rpe . '" style="display: block; color: #b32d2e; max-width: 22em;">Vul een gewicht of een RPE in, niet allebei.</span>', $html );
		$this->assertSame( 1, substr_count( $html, 'class="fitcoach-field-error"' ), 'Shown once, beside the RPE' );
		$this->assertSame( 2, substr_count( $html, 'aria-invalid="true"' ), 'Both fields are marked' );
	}

	/**
	 * The errors are the coach's own: another operator opening the workout sees none; what was
	 * typed is escaped when shown.
	 */
	public function test_the_errors_are_the_users_own_and_escaped(): void {
		$this->submit( array( 'squat' => array( 'reps' => '8" onmouseover="alert(1)' ) ) );
		$html = $this->render_box();
		$this->assertStringNotContainsString( 'onmouseover="alert', $html );
		$this->assertStringContainsString( 'value="8&quot; onmouseover=&quot;alert(1)"', $html );
		$this->assertStringContainsString( 'fitcoach-field-error', $html );

		$this->submit( array( 'squat' => array( 'sets' => '99' ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertStringNotContainsString( 'fitcoach-field-error', $this->render_box() );
		$this->assertStringNotContainsString( 'Niet elk voorschrift', $this->render_notices() );
		wp_set_current_user( $this->coach );
		$this->assertStringContainsString( 'fitcoach-field-error', $this->render_box() );
	}

	/**
	 * Without the box's nonce, or by someone who does not run the app, nothing is saved.
	 */
	public function test_nothing_is_saved_without_the_nonce_or_the_capability(): void {
		$valid = array( 'squat' => array( 'sets' => '3' ) );
		$this->submit( $valid, false );
		$this->assertSame( array(), $this->stored() );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->submit( $valid );
		$this->assertSame( array(), $this->stored() );

		wp_set_current_user( $this->coach );
		$this->submit( $valid );
		$this->assertSame( 3, $this->stored()['squat']['sets'] );
	}
}
