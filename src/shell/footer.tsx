import { Link } from '@tanstack/react-router';
import { Mail, ShieldCheck } from 'lucide-react';
import { config } from '@/config/config';
import { footer } from '@/content/de/footer';
import { brand } from '@/content/de/brand';
import { Logo } from '@/components/logo';

/** A legal page's name: a link to the page if configured (`VITE_PRIVACY_URL`, …), else text. */
const legalLink = (href: string | undefined, name: string) =>
  href ? (
    <a href={href} className="underline-offset-4 hover:text-white hover:underline">
      {name}
    </a>
  ) : (
    name
  );

/** The site footer: logo, contact, the legal pages, the hosting badge and the copyright. */
export function Footer() {
  return (
    <footer className="border-t border-slate-800 bg-ink text-slate-300">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div>
          <Link to="/" aria-label={brand.homeLink} className="inline-block rounded-lg">
            <Logo inverted />
          </Link>
          <p className="mt-4 max-w-xs text-sm">{footer.about}</p>
          {/* Not in a list: the legal pages are the footer's only list (e2e/legal-links.ts). */}
          <p className="mt-3 text-sm">
            <Link to="/einrichten" className="underline hover:text-white">
              {footer.setup}
            </Link>
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{footer.contactLabel}</h2>
          <a
            href={`mailto:${config.contactEmail}`}
            className="mt-3 inline-flex items-center gap-2 text-sm underline-offset-4 hover:text-white hover:underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {config.contactEmail}
          </a>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-white">{footer.legalLabel}</h2>
          <ul className="mt-3 flex gap-6 text-sm">
            {/* Links once the provider's pages are configured; until then plain text as
                placeholders: a link without a target would mislead visitors and crawlers. */}
            <li>{legalLink(config.privacyUrl, footer.privacy)}</li>
            <li>{legalLink(config.imprintUrl, footer.imprint)}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col items-start justify-between gap-4 py-6 text-sm sm:flex-row sm:items-center">
          <span className="inline-flex items-center gap-2 rounded-full border border-slate-700 px-3 py-1 text-slate-200">
            <ShieldCheck aria-hidden="true" className="size-4 text-brand-200" />
            {footer.badge}
          </span>
          <p>{footer.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
