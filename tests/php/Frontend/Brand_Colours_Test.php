<?php
/**
 * The brand colours made readable: the PHP twin of src/lib/colour.ts.
 *
 * @package FitCoach
 */

namespace FitCoach\Tests\Frontend;

use FitCoach\Frontend\Brand_Colours;
use FitCoach\Tests\TestCase;

/**
 * Brand colour tests.
 */
class Brand_Colours_Test extends TestCase {

	/**
	 * Samples: settings, the custom properties they give, and the adjustments wp-admin warns about.
	 * The same table is in src/lib/colour.test.ts (both written from one run of the TypeScript
	 * module): page and app must agree to the hex digit.
	 *
	 * @return array<string, array{0: array<string, string>, 1: array<string, string>, 2: array<string, mixed>}>
	 */
	public function samples(): array {
		return array(
			'the defaults'           => array(
				array(
					'primary_color'   => '#6366f1',
					'secondary_color' => '#8b5cf6',
					'light_color'     => '#f8fafc',
				),
				array(
					'--fc-primary'            => '#6366f1',
					'--fc-secondary'          => '#8b5cf6',
					'--fc-light'              => '#f8fafc',
					'--fc-page'               => '#f8fafc',
					'--fc-muted'              => '#5e6d83',
					'--fc-input-border'       => '#8791a4',
					'--fc-primary-fill'       => '#6265f1',
					'--fc-primary-fill-hover' => '#5659d4',
					'--fc-on-primary'         => '#ffffff',
					'--fc-secondary-fill'     => '#8655f6',
					'--fc-on-secondary'       => '#ffffff',
					'--fc-fill-shade'         => '#000000',
					'--fc-primary-text'       => '#5457f0',
					'--fc-primary-ui'         => '#6366f1',
					'--fc-primary-tint'       => '#ecedfd',
					'--fc-focus-color'        => '#6366f1',
				),
				array(
					'primary'   => array(
						'colour'   => '#6366f1',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#6265f1',
							),
							array(
								'role'   => 'text',
								'colour' => '#5457f0',
							),
						),
					),
					'secondary' => array(
						'colour'   => '#8b5cf6',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#8655f6',
							),
						),
					),
					'light'     => array(
						'colour'   => '#f8fafc',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
			'a light yellow primary' => array(
				array(
					'primary_color'   => '#facc15',
					'secondary_color' => '#8b5cf6',
					'light_color'     => '#f8fafc',
				),
				array(
					'--fc-primary'            => '#facc15',
					'--fc-secondary'          => '#8b5cf6',
					'--fc-light'              => '#f8fafc',
					'--fc-page'               => '#f8fafc',
					'--fc-muted'              => '#617187',
					'--fc-input-border'       => '#8791a4',
					'--fc-primary-fill'       => '#facc15',
					'--fc-primary-fill-hover' => '#fbd231',
					'--fc-on-primary'         => '#0f172a',
					'--fc-secondary-fill'     => '#9063f6',
					'--fc-on-secondary'       => '#0f172a',
					'--fc-fill-shade'         => '#ffffff',
					'--fc-primary-text'       => '#8b6f03',
					'--fc-primary-ui'         => '#af8d04',
					'--fc-primary-tint'       => '#fef9e3',
					'--fc-focus-color'        => '#af8d04',
				),
				array(
					'primary'   => array(
						'colour'   => '#facc15',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'text',
								'colour' => '#8b6f03',
							),
							array(
								'role'   => 'ui',
								'colour' => '#af8d04',
							),
						),
					),
					'secondary' => array(
						'colour'   => '#8b5cf6',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#9063f6',
							),
						),
					),
					'light'     => array(
						'colour'   => '#f8fafc',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
			'a very dark primary'    => array(
				array(
					'primary_color'   => '#111111',
					'secondary_color' => '#8b5cf6',
					'light_color'     => '#f8fafc',
				),
				array(
					'--fc-primary'            => '#111111',
					'--fc-secondary'          => '#8b5cf6',
					'--fc-light'              => '#f8fafc',
					'--fc-page'               => '#f8fafc',
					'--fc-muted'              => '#58667a',
					'--fc-input-border'       => '#8791a4',
					'--fc-primary-fill'       => '#111111',
					'--fc-primary-fill-hover' => '#0f0f0f',
					'--fc-on-primary'         => '#ffffff',
					'--fc-secondary-fill'     => '#8655f6',
					'--fc-on-secondary'       => '#ffffff',
					'--fc-fill-shade'         => '#000000',
					'--fc-primary-text'       => '#111111',
					'--fc-primary-ui'         => '#111111',
					'--fc-primary-tint'       => '#e2e2e2',
					'--fc-focus-color'        => '#111111',
				),
				array(
					'primary'   => array(
						'colour'   => '#111111',
						'adjusted' => false,
						'shades'   => array(),
					),
					'secondary' => array(
						'colour'   => '#8b5cf6',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#8655f6',
							),
						),
					),
					'light'     => array(
						'colour'   => '#f8fafc',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
			'a white primary'        => array(
				array(
					'primary_color'   => '#ffffff',
					'secondary_color' => '#8b5cf6',
					'light_color'     => '#f8fafc',
				),
				array(
					'--fc-primary'            => '#ffffff',
					'--fc-secondary'          => '#8b5cf6',
					'--fc-light'              => '#f8fafc',
					'--fc-page'               => '#f8fafc',
					'--fc-muted'              => '#617187',
					'--fc-input-border'       => '#8791a4',
					'--fc-primary-fill'       => '#ffffff',
					'--fc-primary-fill-hover' => '#ffffff',
					'--fc-on-primary'         => '#0f172a',
					'--fc-secondary-fill'     => '#9063f6',
					'--fc-on-secondary'       => '#0f172a',
					'--fc-fill-shade'         => '#ffffff',
					'--fc-primary-text'       => '#737373',
					'--fc-primary-ui'         => '#919191',
					'--fc-primary-tint'       => '#ffffff',
					'--fc-focus-color'        => '#919191',
				),
				array(
					'primary'   => array(
						'colour'   => '#ffffff',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'text',
								'colour' => '#737373',
							),
							array(
								'role'   => 'ui',
								'colour' => '#919191',
							),
						),
					),
					'secondary' => array(
						'colour'   => '#8b5cf6',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#9063f6',
							),
						),
					),
					'light'     => array(
						'colour'   => '#f8fafc',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
			'a dark light colour'    => array(
				array(
					'primary_color'   => '#6366f1',
					'secondary_color' => '#8b5cf6',
					'light_color'     => '#333333',
				),
				array(
					'--fc-primary'            => '#6366f1',
					'--fc-secondary'          => '#8b5cf6',
					'--fc-light'              => '#333333',
					'--fc-page'               => '#cbcbcb',
					'--fc-muted'              => '#4b5769',
					'--fc-input-border'       => '#667186',
					'--fc-primary-fill'       => '#6265f1',
					'--fc-primary-fill-hover' => '#5659d4',
					'--fc-on-primary'         => '#ffffff',
					'--fc-secondary-fill'     => '#8655f6',
					'--fc-on-secondary'       => '#ffffff',
					'--fc-fill-shade'         => '#000000',
					'--fc-primary-text'       => '#3135ed',
					'--fc-primary-ui'         => '#5b5ef0',
					'--fc-primary-tint'       => '#ecedfd',
					'--fc-focus-color'        => '#5b5ef0',
				),
				array(
					'primary'   => array(
						'colour'   => '#6366f1',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#6265f1',
							),
							array(
								'role'   => 'text',
								'colour' => '#3135ed',
							),
							array(
								'role'   => 'ui',
								'colour' => '#5b5ef0',
							),
						),
					),
					'secondary' => array(
						'colour'   => '#8b5cf6',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#8655f6',
							),
						),
					),
					'light'     => array(
						'colour'   => '#333333',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'page',
								'colour' => '#cbcbcb',
							),
						),
					),
				),
			),
			'mid greys'              => array(
				array(
					'primary_color'   => '#808080',
					'secondary_color' => '#999999',
					'light_color'     => '#cccccc',
				),
				array(
					'--fc-primary'            => '#808080',
					'--fc-secondary'          => '#999999',
					'--fc-light'              => '#cccccc',
					'--fc-page'               => '#cccccc',
					'--fc-muted'              => '#4b5769',
					'--fc-input-border'       => '#677287',
					'--fc-primary-fill'       => '#767676',
					'--fc-primary-fill-hover' => '#686868',
					'--fc-on-primary'         => '#ffffff',
					'--fc-secondary-fill'     => '#767676',
					'--fc-on-secondary'       => '#ffffff',
					'--fc-fill-shade'         => '#000000',
					'--fc-primary-text'       => '#565656',
					'--fc-primary-ui'         => '#717171',
					'--fc-primary-tint'       => '#f0f0f0',
					'--fc-focus-color'        => '#717171',
				),
				array(
					'primary'   => array(
						'colour'   => '#808080',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#767676',
							),
							array(
								'role'   => 'text',
								'colour' => '#565656',
							),
							array(
								'role'   => 'ui',
								'colour' => '#717171',
							),
						),
					),
					'secondary' => array(
						'colour'   => '#999999',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#767676',
							),
						),
					),
					'light'     => array(
						'colour'   => '#cccccc',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
			'a dark blue primary and a dark violet secondary' => array(
				array(
					'primary_color'   => '#1e3a8a',
					'secondary_color' => '#5b21b6',
					'light_color'     => '#ffffff',
				),
				array(
					'--fc-primary'            => '#1e3a8a',
					'--fc-secondary'          => '#5b21b6',
					'--fc-light'              => '#ffffff',
					'--fc-page'               => '#ffffff',
					'--fc-muted'              => '#5b697e',
					'--fc-input-border'       => '#8a94a6',
					'--fc-primary-fill'       => '#1e3a8a',
					'--fc-primary-fill-hover' => '#1a3379',
					'--fc-on-primary'         => '#ffffff',
					'--fc-secondary-fill'     => '#5b21b6',
					'--fc-on-secondary'       => '#ffffff',
					'--fc-fill-shade'         => '#000000',
					'--fc-primary-text'       => '#1e3a8a',
					'--fc-primary-ui'         => '#1e3a8a',
					'--fc-primary-tint'       => '#e4e7f1',
					'--fc-focus-color'        => '#1e3a8a',
				),
				array(
					'primary'   => array(
						'colour'   => '#1e3a8a',
						'adjusted' => false,
						'shades'   => array(),
					),
					'secondary' => array(
						'colour'   => '#5b21b6',
						'adjusted' => false,
						'shades'   => array(),
					),
					'light'     => array(
						'colour'   => '#ffffff',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
			'a short hex code and a setting that is no colour' => array(
				array(
					'primary_color'   => '#F60',
					'secondary_color' => 'rood',
					'light_color'     => '#fff7ed',
				),
				array(
					'--fc-primary'            => '#ff6600',
					'--fc-secondary'          => '#8b5cf6',
					'--fc-light'              => '#fff7ed',
					'--fc-page'               => '#fff7ed',
					'--fc-muted'              => '#5f6f84',
					'--fc-input-border'       => '#8690a3',
					'--fc-primary-fill'       => '#ff6600',
					'--fc-primary-fill-hover' => '#ff781f',
					'--fc-on-primary'         => '#0f172a',
					'--fc-secondary-fill'     => '#9063f6',
					'--fc-on-secondary'       => '#0f172a',
					'--fc-fill-shade'         => '#ffffff',
					'--fc-primary-text'       => '#ba4a00',
					'--fc-primary-ui'         => '#f36100',
					'--fc-primary-tint'       => '#ffede0',
					'--fc-focus-color'        => '#f36100',
				),
				array(
					'primary'   => array(
						'colour'   => '#ff6600',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'text',
								'colour' => '#ba4a00',
							),
							array(
								'role'   => 'ui',
								'colour' => '#f36100',
							),
						),
					),
					'secondary' => array(
						'colour'   => '#8b5cf6',
						'adjusted' => true,
						'shades'   => array(
							array(
								'role'   => 'fill',
								'colour' => '#9063f6',
							),
						),
					),
					'light'     => array(
						'colour'   => '#fff7ed',
						'adjusted' => false,
						'shades'   => array(),
					),
				),
			),
		);
	}

	/**
	 * Each sample gives the same shades as the app computes.
	 *
	 * @dataProvider samples
	 *
	 * @param array<string, string> $settings    Colours of the settings.
	 * @param array<string, string> $variables   Custom properties expected.
	 * @param array<string, mixed>  $adjustments Adjustments expected.
	 */
	public function test_samples_match_the_app( array $settings, array $variables, array $adjustments ): void {
		$palette = Brand_Colours::palette( $settings );
		$this->assertSame( $variables, Brand_Colours::variables( $palette ) );
		$this->assertSame( $adjustments, $palette['adjustments'] );
	}

	/**
	 * Hex codes and WCAG's formulas.
	 */
	public function test_parsing_and_contrast(): void {
		$this->assertSame( array( 99, 102, 241 ), Brand_Colours::parse_hex( '#6366F1' ) );
		$this->assertSame( array( 255, 255, 255 ), Brand_Colours::parse_hex( '#fff' ) );
		$this->assertNull( Brand_Colours::parse_hex( '6366f1' ) );
		$this->assertNull( Brand_Colours::parse_hex( '#12' ) );
		$this->assertNull( Brand_Colours::parse_hex( 'rood' ) );
		$this->assertSame( '#0a0b0c', Brand_Colours::to_hex( array( 10, 11, 12 ) ) );
		$this->assertEqualsWithDelta( 21.0, Brand_Colours::contrast_ratio( '#000', '#ffffff' ), 1e-9 );
		$this->assertEqualsWithDelta( 4.4669, Brand_Colours::contrast_ratio( '#ffffff', '#6366f1' ), 1e-4 );
		$this->assertEqualsWithDelta( 0.18506, Brand_Colours::relative_luminance( '#6366f1' ), 1e-5 );
	}

	/**
	 * Settings without colours (or with broken ones) give the defaults' palette.
	 */
	public function test_missing_colours_are_the_defaults(): void {
		$this->assertSame(
			Brand_Colours::palette( Brand_Colours::DEFAULTS ),
			Brand_Colours::palette(
				array(
					'primary_color' => '',
					'light_color'   => 42,
				)
			)
		);
	}

	/**
	 * Every pair the app shows together meets its ratio, for many colours.
	 */
	public function test_every_pair_meets_its_ratio(): void {
		mt_srand( 20240611 );
		$random = static fn(): string => sprintf( '#%02x%02x%02x', mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) );
		for ( $i = 0; $i < 150; $i++ ) {
			$settings = array(
				'primary_color'   => $random(),
				'secondary_color' => $random(),
				'light_color'     => $random(),
			);
			$p        = Brand_Colours::palette( $settings );
			$pairs    = array(
				array( $p['onPrimary'], $p['primaryFill'], 4.5 ),
				array( $p['onPrimary'], $p['primaryFillHover'], 4.5 ),
				array( $p['onSecondary'], $p['secondaryFill'], 4.5 ),
				array( $p['primaryText'], '#ffffff', 4.5 ),
				array( $p['primaryText'], $p['page'], 4.5 ),
				array( $p['primaryText'], $p['primaryTint'], 4.5 ),
				array( $p['primaryUi'], '#ffffff', 3.0 ),
				array( $p['primaryUi'], $p['page'], 3.0 ),
				array( Brand_Colours::TEXT_COLOUR, $p['page'], 4.5 ),
				array( $p['muted'], '#ffffff', 4.5 ),
				array( $p['muted'], $p['page'], 4.5 ),
				array( $p['muted'], Brand_Colours::SUBTLE_COLOUR, 4.5 ),
				array( $p['inputBorder'], '#ffffff', 3.0 ),
				array( $p['inputBorder'], $p['page'], 3.0 ),
			);
			foreach ( $pairs as $pair ) {
				$this->assertGreaterThanOrEqual( $pair[2], Brand_Colours::contrast_ratio( $pair[0], $pair[1] ), $pair[0] . ' on ' . $pair[1] . ' for ' . implode( ' ', $settings ) );
			}
		}
	}

	/**
	 * The style element: every custom property, nothing else.
	 */
	public function test_root_style(): void {
		$style = Brand_Colours::root_style(
			array(
				'primary_color'   => '#facc15',
				'secondary_color' => '</style><script>',
				'light_color'     => '#f8fafc',
			)
		);
		$this->assertStringStartsWith( '<style id="fitcoach-brand-colours">:root{--fc-primary:#facc15;', $style );
		$this->assertStringContainsString( '--fc-primary-fill:#facc15;--fc-primary-fill-hover:#fbd231;--fc-on-primary:#0f172a;', $style );
		$this->assertStringContainsString( '--fc-secondary:#8b5cf6;', $style );
		$this->assertStringContainsString( '--fc-primary-text:#8b6f03;', $style );
		$this->assertStringNotContainsString( '<script', $style );
		$this->assertSame( 16, substr_count( $style, ':#' ) );
	}
}
