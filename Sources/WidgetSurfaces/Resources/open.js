// A static page: a click outside the links opens the widget's URL.
document.addEventListener('click',function(e){if(e.target.closest('a'))return;var w=e.target.closest('[data-widget-url]');if(w)window.open(w.dataset.widgetUrl,'_blank')});
