export { RatesSection } from './RatesSection.tsx';
