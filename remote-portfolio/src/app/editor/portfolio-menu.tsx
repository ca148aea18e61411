import { useEffect, useId, useState, type ComponentType, type SVGProps } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  backgroundsTexts,
  editorMenuTexts,
  editorTexts,
  handleTexts,
  insightsTexts,
  integrationsTexts,
  leadTexts,
  portfolioTexts,
  sectionListTexts,
  signatureTexts,
  walletScreenTexts,
  type LocalTheme,
  publicResultOf,
  type OwnPortfolioResult,
} from 'shared-contracts';
import { Button, ChevronRightIcon, fileUrl, Screen, outlineIconProps, useTexts } from 'web-kit';
import { SECTIONS, type SectionPath } from '../../features/sections/section-list';
import { isSectionDone } from '../../features/sections/section-progress';
import { useUpdatePortfolioMutation } from '../../features/shared/portfolio-queries';
import { offersAWallet, useGetWalletOfferQuery } from '../../features/wallet/wallet-api';
import { walletsOffered } from '../../features/wallet/wallet-texts';
import styles from './edit-portfolio.module.css';
import { SearchSwitch } from './search-switch';

/** How long "Mode switching: ..." stays up. */
const MODE_MESSAGE_MS = 1500;

export interface PortfolioMenuProps {
  /** The loaded portfolio, handed to the card page as `homeData` so it shows at once. */
  data: OwnPortfolioResult | undefined;
  theme: LocalTheme;
  onThemeChange: (theme: LocalTheme) => void;
}

export function PortfolioMenu({ data, theme, onThemeChange }: PortfolioMenuProps) {
  const portfolio = data?.portfolio;
  const texts = useTexts(portfolioTexts);
  const editor = useTexts(editorTexts);
  const sections = useTexts(sectionListTexts);
  const menu = useTexts(editorMenuTexts);
  const handle = useTexts(handleTexts);
  const insights = useTexts(insightsTexts);
  const leads = useTexts(leadTexts);
  const integrations = useTexts(integrationsTexts);
  const signature = useTexts(signatureTexts);
  const backgrounds = useTexts(backgroundsTexts);
  const wallet = useTexts(walletScreenTexts);
  const navigate = useNavigate();
  const [updatePortfolio] = useUpdatePortfolioMutation();
  const { data: walletOffer } = useGetWalletOfferQuery();
  const [switching, setSwitching] = useState<{ theme: LocalTheme } | null>(null);
  const themeLabelId = useId();
  const themeNoteId = useId();
  const doneCount = data
    ? SECTIONS.filter((section) => isSectionDone(section.path, data)).length
    : undefined;

  useEffect(() => {
    if (!switching) return;
    const timer = setTimeout(() => setSwitching(null), MODE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [switching]);

  const toggleTheme = () => {
    const next: LocalTheme = theme === 'dark' ? 'light' : 'dark';
    onThemeChange(next);
    setSwitching({ theme: next });
    // The device's choice applies at once; the server's copy is for the person's other devices.
    updatePortfolio({ theme: next === 'dark' ? 'Dark' : 'Light' })
      .unwrap()
      .catch((error: unknown) => console.warn('Saving the theme failed', error));
  };

  const info = portfolio?.personalInfo;
  const picture = fileUrl(info?.profilePicture?.key, 400);
  const role = [portfolio?.workInfo?.designation, portfolio?.workInfo?.companyName]
    .filter(Boolean)
    .join(', ');

  return (
    <Screen title={texts.editHeading} onBack={() => navigate('/home')}>
      <section className={styles.card}>
        <div className={styles.profile}>
          <div className={styles.avatar} aria-hidden="true">
            {picture ? <img src={picture} alt="" /> : (info?.name?.trim()[0] ?? '').toUpperCase()}
          </div>
          <div className={styles.profileText}>
            <span className={styles.name}>{info?.name}</span>
            {role && <span className={styles.muted}>{role}</span>}
          </div>
          <Button
            variant="secondary"
            block={false}
            className={styles.view}
            disabled={!portfolio}
            onClick={() =>
              portfolio &&
              navigate(`/portfolio/${encodeURIComponent(portfolio.userId)}`, {
                state: { homeData: data && publicResultOf(data) },
              })
            }
          >
            {menu.view}
          </Button>
        </div>
        <div className={styles.themeRow}>
          <span className={styles.themeLabel} id={themeLabelId}>
            {theme === 'dark' ? <MoonIcon /> : <SunIcon />}
            {menu.darkMode}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={theme === 'dark'}
            aria-labelledby={themeLabelId}
            aria-describedby={themeNoteId}
            className={styles.switch}
            onClick={toggleTheme}
          >
            <span className={styles.knob} />
          </button>
        </div>
        {/* The card's theme, not the editor's: a small card in it, and what visitors may do. */}
        <div className={styles.themeNote}>
          <span className={styles.cardSwatch} data-theme={theme} aria-hidden="true">
            <span className={styles.swatchBanner} />
            <span className={styles.swatchLine} />
            <span className={styles.swatchLineShort} />
          </span>
          <span className={styles.muted} id={themeNoteId}>
            {editor.visitorsTheme(theme)}
          </span>
        </div>
        <p className={styles.switching} role="status">
          {switching &&
            (switching.theme === 'dark' ? texts.modeSwitchingDark : texts.modeSwitchingLight)}
        </p>
      </section>

      <nav aria-label={menu.sectionsNav}>
        {doneCount !== undefined && (
          <p className={styles.progress}>{editor.sectionsDone(doneCount, SECTIONS.length)}</p>
        )}
        <ul className={styles.card}>
          {SECTIONS.map((section) => {
            const Icon = ICONS[section.path];
            const done = data !== undefined && isSectionDone(section.path, data);
            return (
              <li key={section.path}>
                <Link className={styles.entry} to={section.path}>
                  <span className={styles.entryIcon}>
                    <Icon />
                  </span>
                  <span className={styles.entryText}>
                    <span className={styles.entryTitle}>
                      {sections[section.path]}
                      {/* Beside the title, not the chevron: the description keeps the width. */}
                      {done && (
                        <span className={styles.done}>
                          <CheckIcon />
                          {editor.sectionDone}
                        </span>
                      )}
                    </span>
                    <span className={styles.muted}>{sections[`${section.path}Holds`]}</span>
                  </span>
                  <ChevronRightIcon className={styles.chevron} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <section className={styles.card} aria-label={menu.searchEngines}>
        <SearchSwitch portfolio={portfolio} />
      </section>

      <nav aria-label={menu.sharingNav}>
        <ul className={styles.card}>
          {[
            {
              path: 'personal-link',
              title: handle.menuEntry,
              description: portfolio?.handle ? `/@${portfolio.handle}` : menu.handleNone,
              Icon: AtIcon,
            },
            {
              path: 'insights',
              title: insights.menuEntry,
              description: menu.insights,
              Icon: ChartIcon,
            },
            {
              path: 'contacts',
              title: leads.menuEntry,
              description: menu.contacts,
              Icon: PeopleIcon,
            },
            {
              path: 'integrations',
              title: integrations.menuEntry,
              description: integrations.menuDescription,
              Icon: PlugIcon,
            },
            {
              path: 'signature',
              title: signature.menuEntry,
              description: signature.menuDescription,
              Icon: SignatureIcon,
            },
            {
              path: 'backgrounds',
              title: backgrounds.menuEntry,
              description: backgrounds.menuDescription,
              Icon: PictureIcon,
            },
            // Last, so that it comes in below the others once the server says it has a wallet.
            ...(walletOffer && offersAWallet(walletOffer)
              ? [
                  {
                    path: 'wallet',
                    title: wallet.menuEntry,
                    description: wallet.menuDescription(walletsOffered(walletOffer)),
                    Icon: WalletIcon,
                  },
                ]
              : []),
          ].map(({ path, title, description, Icon }) => (
            <li key={path}>
              <Link className={styles.entry} to={path}>
                <span className={styles.entryIcon}>
                  <Icon />
                </span>
                <span className={styles.entryText}>
                  <span className={styles.entryTitle}>{title}</span>
                  <span className={styles.muted}>{description}</span>
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Screen>
  );
}

const icon = (props: SVGProps<SVGSVGElement>) => outlineIconProps(props, 22);

const SunIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
const MoonIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

const CheckIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...outlineIconProps(p, 16)} strokeWidth={2.5}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

const AtIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-3.9 7.9" />
  </svg>
);
const ChartIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <path d="M3 3v18h18" />
    <path d="M7 15l4-4 3 3 5-6" />
  </svg>
);

const PeopleIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </svg>
);

const PlugIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0zM12 17v5" />
  </svg>
);
const SignatureIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);

const PictureIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </svg>
);

const WalletIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...icon(p)}>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M16 13.5h2" />
  </svg>
);

const ICONS: Record<SectionPath, ComponentType<SVGProps<SVGSVGElement>>> = {
  personal: (p) => (
    <svg {...icon(p)}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  ),
  work: (p) => (
    <svg {...icon(p)}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </svg>
  ),
  address: (p) => (
    <svg {...icon(p)}>
      <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </svg>
  ),
  social: (p) => (
    <svg {...icon(p)}>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </svg>
  ),
  about: (p) => (
    <svg {...icon(p)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  ),
  services: (p) => (
    <svg {...icon(p)}>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </svg>
  ),
};
