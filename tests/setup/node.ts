import './msw';
