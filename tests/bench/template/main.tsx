/**
 * The benchmark's template (docs/benchmark.md, "Side by side with a plain template"): the landing
 * page's sections as a plain Vite + React SPA would build them, shadcn-style: one bundle, rendered
 * in the client, no islands, no prerender, no deferred start-up. The texts are the site's own.
 */
import { Accordion } from '@ark-ui/react/accordion';
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '../../../src/content/de/brand';
import { demoForm } from '../../../src/content/de/demo-form';
import { footer } from '../../../src/content/de/footer';
import { landing } from '../../../src/content/de/landing';
import './style.css';

const { hero, about, benefits, targets, demo, faq } = landing;

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="mx-auto max-w-3xl px-4 py-12">
      <h2 className="mb-6 text-3xl font-bold">{title}</h2>
      {children}
    </section>
  );
}

function DemoForm() {
  const [values, setValues] = useState({ name: '', email: '', company: '', message: '' });
  const nameError = values.name.trim().length === 1 ? demoForm.errors['name.tooShort'] : '';
  const field = (name: keyof typeof values, label: string, placeholder = '', area = false) => {
    const props = {
      id: name,
      name,
      placeholder,
      value: values[name],
      className: 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2',
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [name]: event.target.value }),
    };
    const error = name === 'name' ? nameError : '';
    return (
      <div>
        <label htmlFor={name} className="text-sm font-medium">
          {label}
        </label>
        {area ? <textarea rows={5} {...props} /> : <input {...props} aria-invalid={!!error} />}
        {error ? <p className="mt-1 text-sm text-red-600">{error}</p> : null}
      </div>
    );
  };
  return (
    <form noValidate className="space-y-4" onSubmit={(event) => event.preventDefault()}>
      {field('name', demoForm.name.label, demoForm.name.placeholder)}
      {field('email', demoForm.email.label, demoForm.email.placeholder)}
      {field('company', 'Unternehmen')}
      {field('message', demoForm.message.label, demoForm.message.placeholder, true)}
      <button className="rounded-md bg-slate-900 px-4 py-2 text-white">{demoForm.submit}</button>
    </form>
  );
}

function App() {
  return (
    <>
      <header className="sticky top-0 flex items-center justify-between border-b bg-white p-4">
        <a href="/" className="font-bold">
          {brand.name}
        </a>
        <a href="#demo" className="rounded-md bg-slate-900 px-3 py-2 text-sm text-white">
          Beratung buchen
        </a>
      </header>
      <main>
        <section className="px-4 py-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight">{hero.title}</h1>
          <p className="mt-6 text-xl text-slate-600">{hero.lead}</p>
          <button className="mt-10 rounded-md bg-slate-900 px-5 py-3 text-white">
            {hero.liveDemo}
          </button>
        </section>
        <Section title={about.title}>
          {about.paragraphs.map((text) => (
            <p key={text} className="mt-3 text-slate-600">
              {text}
            </p>
          ))}
        </Section>
        {[benefits, targets].map(({ title, items }) => (
          <Section key={title} title={title}>
            {items.map((item) => (
              <div key={item.title} className="mt-4 rounded-lg border p-4">
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-2 text-slate-600">{item.text}</p>
              </div>
            ))}
          </Section>
        ))}
        <Section id="demo" title={demo.title}>
          <DemoForm />
        </Section>
        <Section id="faq" title={faq.title}>
          {/* As the spec has it: one open at a time, the first open from the start. */}
          <Accordion.Root
            collapsible
            defaultValue={[faq.items[0]!.id]}
            className="divide-y rounded-lg border"
          >
            {faq.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.ItemTrigger className="flex w-full justify-between p-4 text-left font-medium">
                  {item.question}
                  <span aria-hidden="true">▾</span>
                </Accordion.ItemTrigger>
                <Accordion.ItemContent className="px-4 pb-4 whitespace-pre-line text-slate-600">
                  {item.answer}
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </Section>
      </main>
      <footer className="border-t p-8 text-sm text-slate-600">
        <p>{footer.about}</p>
        <p className="mt-4">{footer.copyright}</p>
      </footer>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
