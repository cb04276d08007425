// A served page: a click is a tap on the target under it (a button, a toggle, a link in the
// families that have links, else the widget), posted to the runtime. The runtime's events
// (/events, server-sent) bring a widget's new figure (its id on the first line), or say which
// widget to fetch again; a widget whose live texts ran out is fetched again too.
document.addEventListener('click',function(e){var f=e.target.closest('[data-instance]');if(!f)return;e.preventDefault();
  var w=f.querySelector('.widget'),t='widget',c=e.target.closest('[data-target]'),a=e.target.closest('a.link');
  if(c)t=c.dataset.target;else if(a&&!/systemSmall|accessory/.test(w.className))t='link-'+(Array.prototype.indexOf.call(w.querySelectorAll('a.link'),a)+1);
  fetch('/instances/'+encodeURIComponent(f.dataset.instance)+'/tap/'+t,{method:'POST'}).then(function(r){return r.json()})
    .then(function(j){document.getElementById('tapped').textContent=j.message})});
function place(id,h){var old=document.querySelector('figure[data-instance="'+CSS.escape(id)+'"]');
  if(old){old.outerHTML=h}else{document.querySelector('.widgets').insertAdjacentHTML('beforeend',h)}tick()}
function outOfTime(w){var f=w.closest('figure[data-instance]');if(f&&!f.dataset.asked){f.dataset.asked='1';redraw(f.dataset.instance)}}
function redraw(id){fetch('/instances/'+encodeURIComponent(id)+'/figure').then(function(r){return r.ok?r.text():null}).then(function(h){if(h!==null)place(id,h)})}
var events=new EventSource('/events');
events.onerror=function(){var s=document.getElementById('tapped');s.className='lost';
  s.textContent='Lost the runtime: it stopped or restarted. Start `widgets run --http` again and open the address it prints; this page keeps trying.'};
events.onopen=function(){var s=document.getElementById('tapped');if(s.className==='lost'){s.className='';s.textContent=''}};
events.addEventListener('widget',function(e){redraw(e.data)});
events.addEventListener('figure',function(e){var i=e.data.indexOf('\n');place(e.data.slice(0,i),e.data.slice(i+1))});
events.addEventListener('problem',function(e){var p=document.getElementById('problem');p.textContent=e.data;p.hidden=!e.data});
events.addEventListener('removed',function(e){var f=document.querySelector('figure[data-instance="'+CSS.escape(e.data)+'"]');if(f)f.remove()});
